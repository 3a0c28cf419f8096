import { PageHeader } from '../components/PageHeader';
import { ActiveSessions } from '../features/admin/ActiveSessions';
import { ActivityCharts } from '../features/admin/ActivityCharts';
import { AuditLog } from '../features/admin/AuditLog';
import { AnnouncementsManager } from '../features/admin/AnnouncementsManager';
import { FeatureFlags } from '../features/admin/FeatureFlags';
import { MasterclassesManager } from '../features/admin/MasterclassesManager';
import { MentoringManager } from '../features/admin/MentoringManager';
import { SupportInbox } from '../features/admin/SupportInbox';
import { MetricCards } from '../features/admin/MetricCards';
import { PromoCodes } from '../features/admin/PromoCodes';
import { ShareLists } from '../features/admin/ShareLists';
import { useAdminStats } from '../features/admin/useAdminStats';
import { UserModeration } from '../features/admin/UserModeration';
import { fr } from '../i18n/fr';
import '../styles/admin.css';
import '../styles/support.css';

const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Europe/Paris' });

/** 'Tableau de bord administrateur' (part 2 §2): figures, sessions in progress, messages, users, codes. */
export function AdminPage() {
  const { stats, error, reload } = useAdminStats();
  return (
    <div className="page admin">
      <PageHeader title={fr.pages.admin.title} lead={fr.pages.admin.lead} />
      <div className="admin__bar">
        <span>{stats ? fr.admin.updatedAt(time.format(new Date(stats.generatedAt))) : fr.app.loading}</span>
        <button type="button" className="btn btn--ghost btn--sm" onClick={reload}>
          {fr.admin.refresh}
        </button>
      </div>
      {error && <p className="admin-error" role="alert">{error}</p>}
      {stats && (
        <>
          <MetricCards metrics={stats.metrics} />
          <ActiveSessions sessions={stats.activeSessions} />
          <ActivityCharts stats={stats} />
          <ShareLists stats={stats} />
        </>
      )}
      <SupportInbox />
      <AnnouncementsManager />
      <FeatureFlags />
      <MasterclassesManager />
      <MentoringManager />
      <UserModeration />
      <PromoCodes />
      <AuditLog />
    </div>
  );
}

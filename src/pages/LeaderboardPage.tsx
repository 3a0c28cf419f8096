import { PageHeader } from '../components/PageHeader';
import { fr } from '../i18n/fr';

export function LeaderboardPage() {
  return (
    <div className="page">
      <PageHeader title={fr.pages.leaderboard.title} lead={fr.pages.leaderboard.lead} />
    </div>
  );
}

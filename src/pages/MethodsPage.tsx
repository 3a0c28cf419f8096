import { PageHeader } from '../components/PageHeader';
import { MethodCard } from '../features/home/MethodCard';
import { METHOD_INFOS } from '../features/home/methodInfo';
import { useMethodsStats } from '../features/home/useMethodsStats';
import { fr } from '../i18n/fr';
import '../styles/home.css';

const ACTIVE = METHOD_INFOS.filter((method) => method.enabled);
const UPCOMING = METHOD_INFOS.filter((method) => !method.enabled);

/** The six methods (part 1 §2 Methods catalogue), in the wider layout: three available, three coming. */
export function MethodsPage() {
  const stats = useMethodsStats();
  const text = fr.home.methodsPage;
  return (
    <div className="page page--wide methods-page">
      <PageHeader title={fr.pages.methods.title} lead={fr.pages.methods.lead} />
      <section aria-labelledby="methods-active">
        <h2 id="methods-active" className="home-section__title">
          {text.active}
        </h2>
        <div className="methods-grid" data-tutorial="methods-grid">
          {ACTIVE.map((method) => (
            <MethodCard key={method.id} method={method} stats={stats} />
          ))}
        </div>
      </section>
      <section aria-labelledby="methods-upcoming">
        <h2 id="methods-upcoming" className="home-section__title">
          {text.upcoming}
        </h2>
        <div className="methods-grid">
          {UPCOMING.map((method) => (
            <MethodCard key={method.id} method={method} stats={null} />
          ))}
        </div>
      </section>
    </div>
  );
}

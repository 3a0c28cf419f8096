import { Link, useLocation, useParams } from 'react-router';
import type { DuelView } from '../../domain/duels/api';
import { PageHeader } from '../components/PageHeader';
import { StatusMessage } from '../components/StatusMessage';
import { DuelBoard } from '../features/duels/DuelBoard';
import { DuelIntro } from '../features/duels/DuelIntro';
import { DuelResult } from '../features/duels/DuelResult';
import { useDuel } from '../features/duels/useDuel';
import { duelsText } from '../i18n/duels';
import '../styles/training.css';
import '../styles/exam.css';
import '../styles/duels.css';

/** The duel a page was opened with, when it comes from creating or joining it (its first question already shown). */
function passedDuel(state: unknown, id: string): DuelView | null {
  const duel = (state as { duel?: DuelView } | null)?.duel;
  return duel && duel.id === id ? duel : null;
}

/** /duels/:duelId: a duel's invitation, its questions on the server's clock (a reload resumes them), then its results. */
export function DuelPage() {
  const { duelId = '' } = useParams();
  const location = useLocation();
  const { load, reload, answer, startRound } = useDuel(duelId, passedDuel(location.state, duelId));
  const text = duelsText.play;

  let body;
  if (load.status === 'loading') body = <StatusMessage tone="loading" message={text.loading} />;
  else if (load.status === 'failed') {
    body = (
      <StatusMessage tone="warning" message={load.message}>
        <Link className="btn btn--primary" to="/duels">
          {duelsText.back}
        </Link>
      </StatusMessage>
    );
  } else if (load.status === 'intro') body = <DuelIntro summary={load.summary} onStart={startRound} />;
  else if (load.duel.status === 'finished' || load.duel.status === 'expired') body = <DuelResult duel={load.duel} />;
  else {
    body = <DuelBoard duel={load.duel} deadline={load.deadline} onSend={(text) => answer(load.duel.current!.index, text)} onStale={() => void reload()} />;
  }
  const finished = load.status === 'ready' && (load.duel.status === 'finished' || load.duel.status === 'expired');
  const mode = load.status === 'ready' ? load.duel.mode : load.status === 'intro' ? load.summary.mode : null;
  const rival = load.status === 'ready' ? (load.duel.you === 'challenger' ? load.duel.opponent : load.duel.challenger)?.username : load.status === 'intro' ? load.summary.opponentName : null;
  return (
    <div className="page duel-page">
      <PageHeader eyebrow={mode ? `${duelsText.title} · ${duelsText.modes[mode]}` : duelsText.title} title={finished ? duelsText.result.title : rival ? text.title(rival) : duelsText.setup.title} />
      {body}
    </div>
  );
}

import { useEffect, useState } from 'react';
import type { DuelRecord } from '../../../domain/duels/api';
import { fr } from '../../i18n/fr';
import { fetchDuelRecord } from './api';

/** A member's duel record in their profile card's figures: wins, losses (draws) and the duel rating. */
export function DuelRecordStat({ userId }: { userId: string }) {
  const [record, setRecord] = useState<Omit<DuelRecord, 'id' | 'username'> | null>(null);
  useEffect(() => {
    let live = true;
    fetchDuelRecord(userId).then(
      (answer) => live && setRecord(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userId]);
  if (!record) return null;
  return (
    <li title={fr.profile.duelsLabel} data-testid="duel-record">
      {fr.profile.duels(record.wins, record.losses, record.draws, record.rating)}
    </li>
  );
}

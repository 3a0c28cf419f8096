import type { ReactNode } from 'react';
import type { ZoningBoard } from '../../../domain/data/zoning';
import { zoningText } from '../../i18n/zoning';

interface BoardListProps {
  boards: ZoningBoard[];
  currentId: string;
  onEdit: (board: ZoningBoard) => void;
  onDelete: (board: ZoningBoard, index: number) => void;
  /** More actions per board (the share button). */
  extraActions?: (board: ZoningBoard) => ReactNode;
}

/** 'Mes planches': the chapter's boards with Modifier and delete (part 2 §2). */
export function BoardList({ boards, currentId, onEdit, onDelete, extraActions }: BoardListProps) {
  const text = zoningText.boards;
  return (
    <section className="board-list" aria-labelledby="board-list-title">
      <h2 id="board-list-title" className="board-list__title">
        {text.title}
      </h2>
      {boards.length === 0 ? <p className="board-list__empty">{text.empty}</p> : null}
      <ul className="board-list__items">
        {boards.map((board, index) => {
          const name = board.title ?? text.untitled;
          return (
            <li key={board.id} className={`board-row${board.id === currentId ? ' board-row--current' : ''}`}>
              <img className="board-row__thumb" src={board.imageUrl} alt="" loading="lazy" />
              <div className="board-row__body">
                <p className="board-row__name">{name}</p>
                <p className="board-row__meta">
                  {zoningText.editor.legendCount(board.legends.length)}
                  {board.id === currentId ? ` · ${text.current}` : ''}
                </p>
              </div>
              <div className="board-row__actions">
                {extraActions?.(board)}
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => onEdit(board)} aria-label={text.editLabel(name)}>
                  {text.edit}
                </button>
                <button type="button" className="btn btn--ghost btn--sm btn--danger" onClick={() => onDelete(board, index)} aria-label={text.deleteLabel(name)}>
                  {text.delete}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

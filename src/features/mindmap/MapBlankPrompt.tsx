import { useMemo } from 'react';
import type { MindMap } from '../../../domain/data/mindMaps';
import { MapCanvas } from '../../../editors/mindmap/MapCanvas';
import { inlineRichText } from '../../../editors/text/RichTextView';
import type { MapSlots } from '../../../editors/mindmap/canvasModel';
import type { MindMapBlank } from '../../../domain/questions/blanks';
import { blankPlace } from '../../../engine/mindmap/hiddenItems';
import { fr } from '../../i18n/fr';
import { mindMapText } from '../../i18n/mindmap';
import { placeText } from './blankPlaceText';
import '../../styles/mindmap.css';
import '../../styles/richtext.css';

interface MapBlankPromptProps {
  map: MindMap;
  blank: MindMapBlank;
  /** Once the answer is validated: whether it was earned; the blank then shows the expected text. */
  verdict: 'right' | 'wrong' | null;
}

/**
 * One text of a map asked on its own (a review session): the map as practice draws it, that text
 * a marked blank, its place in words; the answer is typed in the question's field. Once validated
 * the blank shows the expected text, marked right or wrong.
 */
export function MapBlankPrompt({ map, blank, verdict }: MapBlankPromptProps) {
  const text = mindMapText.practice;
  const slots = useMemo<MapSlots>(() => {
    const shown = (id: string, stored: string | null) => {
      if (id !== blank.id) return inlineRichText(stored);
      if (verdict) return <span className={`map-answer map-answer--${verdict}`}>{inlineRichText(stored)}</span>;
      return (
        <span className="map-blank map-blank--asked" data-testid="map-blank-asked">
          ?
        </span>
      );
    };
    return {
      nodeLabel: (node) => shown(node.id, node.label),
      nodeAnnotation: (node) => inlineRichText(node.annotation),
      edgeText: (edge, kind) => shown(`${edge.id}:${kind}`, kind === 'above' ? edge.labelAbove : edge.labelBelow),
      status: (id) => (verdict && id === blank.id ? verdict : null),
    };
  }, [blank, verdict]);
  const place = useMemo(() => placeText(blankPlace(map, blank, new Set([blank.id]))), [map, blank]);
  return (
    <div className="map-practice map-blank-prompt">
      <p className="map-practice__hint">{text.askedBlank(place)}</p>
      <MapCanvas nodes={map.nodes} edges={map.edges} background={map.backgroundColor ?? '#05070d'} slots={slots} labels={fr.mindmap.canvas} />
    </div>
  );
}

import type { Vec } from '../../engine/geometry/vec';

/** What the editor's cards and arrows answer to, handled once for all of them. */
export interface CardGestureHost {
  /** The layer holding the cards (`.map-node`, each with `data-id`). */
  cards: HTMLElement;
  /** The SVG layer holding the arrows (`.map-arrow`, each with `data-id`). */
  arrows: SVGElement;
  /** A point of the page (client pixels) in canvas pixels, the viewport as shown now. */
  toCanvas(client: Vec): Vec;
  /** The zoom shown now. */
  zoom(): number;
  /** A card's top-left corner and size in canvas pixels, as drawn now. */
  cardBox(id: string): { position: Vec; width: number; height: number } | undefined;
  /** A card being dragged is drawn at `position` (its top-left corner); null when the drag is given up. */
  drag(id: string, position: Vec | null): void;
  /** A card was dropped, or moved by the keyboard: it stays at its new top-left corner. */
  move(id: string, position: Vec): void;
  /** An arrow is being drawn from a handle to the pointer (canvas pixels); null when it ends. */
  draw(line: { from: Vec; to: Vec } | null): void;
  connect(fromId: string, toId: string): void;
  select(id: string, kind: 'node' | 'edge'): void;
}

/** A press moved this far (CSS pixels) drags the card; less, it is a click. */
const DRAG_THRESHOLD = 2;
/** How far (canvas pixels) an arrow key moves a focused card; with Shift, five times as far. */
const KEY_STEP = 10;
/** Where a press neither drags a card nor draws an arrow: fields being typed in, buttons. */
const NOT_A_DRAG = '.nodrag, input, textarea, select, button';

/**
 * The editor's cards and arrows: a press and move on a card drags it (the card follows the pointer,
 * the map hears of it once, when it is dropped); a press on a handle draws an arrow to the card it
 * is released on; a click selects a card or an arrow; a focused card or arrow is selected with
 * Enter or Space, and a focused card moves with the arrow keys. Answers what detaches it all.
 */
export function attachCardGestures(host: CardGestureHost): () => void {
  const { cards, arrows } = host;
  /** The card pressed and not yet released, and whether it moved far enough to be dragged. */
  let pressed: { id: string; pointerId: number; from: Vec; dragging: boolean } | null = null;
  /** The arrow being drawn from a handle. */
  let drawing: { id: string; pointerId: number; from: Vec } | null = null;
  /**
   * Where the press was, on the page and on the canvas, and the zoom: no gesture moves the
   * viewport while a card is pressed, so each move is placed from these without measuring the page.
   */
  let anchor = { client: { x: 0, y: 0 }, canvas: { x: 0, y: 0 }, zoom: 1 };
  const onCanvas = (event: PointerEvent): Vec => ({
    x: anchor.canvas.x + (event.clientX - anchor.client.x) / anchor.zoom,
    y: anchor.canvas.y + (event.clientY - anchor.client.y) / anchor.zoom,
  });
  /** A drag just ended: the click that follows its release selects nothing. */
  let dropped = false;
  const capture = { capture: true };

  function onPointerDown(event: PointerEvent) {
    dropped = false;
    if (pressed || drawing || !event.isPrimary || (event.pointerType !== 'touch' && event.button !== 0)) return;
    const target = event.target instanceof Element ? event.target : null;
    const card = target?.closest<HTMLElement>('.map-node');
    const id = card?.dataset.id;
    const box = id ? host.cardBox(id) : undefined;
    if (!target || !id || !box) return;
    const client = { x: event.clientX, y: event.clientY };
    anchor = { client, canvas: host.toCanvas(client), zoom: host.zoom() };
    const handle = target.closest<HTMLElement>('[data-handle]');
    if (handle) {
      // The arrow starts at the handle's centre: the card's top or bottom middle.
      event.preventDefault();
      event.stopPropagation();
      const from = { x: box.position.x + box.width / 2, y: box.position.y + (handle.dataset.handle === 'top' ? 0 : box.height) };
      drawing = { id, pointerId: event.pointerId, from };
      handle.setPointerCapture(event.pointerId);
      host.draw({ from, to: from });
    } else if (!target.closest(NOT_A_DRAG)) {
      pressed = { id, pointerId: event.pointerId, from: box.position, dragging: false };
    } else {
      return;
    }
    window.addEventListener('pointermove', onPointerMove, capture);
    window.addEventListener('pointerup', onPointerUp, capture);
    window.addEventListener('pointercancel', onPointerCancel, capture);
  }

  function onPointerMove(event: PointerEvent) {
    if (drawing && event.pointerId === drawing.pointerId) {
      host.draw({ from: drawing.from, to: onCanvas(event) });
      return;
    }
    if (!pressed || event.pointerId !== pressed.pointerId) return;
    const dx = event.clientX - anchor.client.x;
    const dy = event.clientY - anchor.client.y;
    if (!pressed.dragging) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      pressed.dragging = true;
      // The press began on the card's text perhaps: the drag neither selects it nor types in it.
      window.getSelection()?.removeAllRanges();
      if (document.activeElement instanceof HTMLElement && cards.contains(document.activeElement)) document.activeElement.blur();
      cards.classList.add('map-nodes--dragging');
    }
    event.preventDefault();
    host.drag(pressed.id, positionAfter(pressed, event));
  }

  /** Where the pressed card is once the pointer is at `event`, the start's offset kept at any zoom. */
  function positionAfter(press: NonNullable<typeof pressed>, event: PointerEvent): Vec {
    const now = onCanvas(event);
    return { x: press.from.x + now.x - anchor.canvas.x, y: press.from.y + now.y - anchor.canvas.y };
  }

  function onPointerUp(event: PointerEvent) {
    if (drawing && event.pointerId === drawing.pointerId) {
      const { id } = drawing;
      end();
      // Released on a card (its handle, text or frame): the arrow goes from the pressed card to it.
      const target = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('.map-node')?.dataset.id;
      if (target && target !== id) host.connect(id, target);
      return;
    }
    if (!pressed || event.pointerId !== pressed.pointerId) return;
    const press = pressed;
    const dragging = press.dragging;
    // Dropped, not given up: the card is moved to where it was let go, not drawn back first.
    press.dragging = false;
    end();
    if (!dragging) return;
    dropped = true;
    host.move(press.id, positionAfter(press, event));
  }

  function onPointerCancel(event: PointerEvent) {
    if (pressed?.pointerId === event.pointerId || drawing?.pointerId === event.pointerId) end();
  }

  /** The press is over: listeners removed, the dragged card and the drawn arrow let go. */
  function end() {
    if (pressed?.dragging) host.drag(pressed.id, null);
    if (drawing) host.draw(null);
    pressed = null;
    drawing = null;
    cards.classList.remove('map-nodes--dragging');
    window.removeEventListener('pointermove', onPointerMove, capture);
    window.removeEventListener('pointerup', onPointerUp, capture);
    window.removeEventListener('pointercancel', onPointerCancel, capture);
  }

  function onCardClick(event: MouseEvent) {
    const id = (event.target as Element).closest<HTMLElement>('.map-node')?.dataset.id;
    if (dropped || !id) return;
    host.select(id, 'node');
  }

  function onArrowClick(event: MouseEvent) {
    const id = (event.target as Element).closest<SVGElement>('.map-arrow')?.dataset.id;
    if (id) host.select(id, 'edge');
  }

  function onCardKey(event: KeyboardEvent) {
    const card = event.target as HTMLElement;
    // Keys typed in a card's fields are the fields' own.
    if (!card.classList.contains('map-node') || !card.dataset.id) return;
    const { id } = card.dataset;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      host.select(id, 'node');
      return;
    }
    const step = KEY_STEP * (event.shiftKey ? 5 : 1);
    const delta = { ArrowLeft: { x: -step, y: 0 }, ArrowRight: { x: step, y: 0 }, ArrowUp: { x: 0, y: -step }, ArrowDown: { x: 0, y: step } }[event.key];
    const box = host.cardBox(id);
    if (!delta || !box) return;
    event.preventDefault();
    host.move(id, { x: box.position.x + delta.x, y: box.position.y + delta.y });
  }

  function onArrowKey(event: KeyboardEvent) {
    const id = (event.target as Element).closest<SVGElement>('.map-arrow')?.dataset.id;
    if (!id || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    host.select(id, 'edge');
  }

  cards.addEventListener('pointerdown', onPointerDown);
  cards.addEventListener('click', onCardClick);
  cards.addEventListener('keydown', onCardKey);
  arrows.addEventListener('click', onArrowClick);
  arrows.addEventListener('keydown', onArrowKey);
  return () => {
    end();
    cards.removeEventListener('pointerdown', onPointerDown);
    cards.removeEventListener('click', onCardClick);
    cards.removeEventListener('keydown', onCardKey);
    arrows.removeEventListener('click', onArrowClick);
    arrows.removeEventListener('keydown', onArrowKey);
  };
}

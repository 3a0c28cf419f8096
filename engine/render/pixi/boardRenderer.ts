import 'pixi.js/unsafe-eval';
import {
  Application,
  Circle,
  Container,
  Graphics,
  GraphicsContext,
  Polygon,
  Rectangle,
  Text,
  type FederatedPointerEvent,
} from 'pixi.js';
import type { BoardScene, ZoneView } from '../../zoning/scene';
import type { Size, View } from '../../zoning/viewport';
import { drawZone, flatPoints, HANDLE_RADIUS, SharedContexts } from './contexts';

/** A pointer event in board-box CSS pixels, for any pointer type (mouse, pen, touch). */
export interface BoardPointer {
  kind: 'down' | 'move' | 'up' | 'cancel';
  id: number;
  screen: { x: number; y: number };
  at: number;
  /** A finger (the board shows a loupe under it). */
  touch: boolean;
}

/** Gap (CSS px) between a label's baseline and its zone's anchor. */
const LABEL_LIFT = 10;
const SMALL_BOARD_PX = 480;

interface ZoneItem {
  graphics: Graphics;
  context: GraphicsContext;
  label: Text | null;
  key: string;
}

/**
 * The zoning board on PixiJS 8, over the diagram (an <img> the page places under this transparent
 * canvas: a frame never redraws its pixels): zones as translucent filled polygons with
 * outlines and labels, vertex handles, the placement and solution markers. Each zone owns one
 * GraphicsContext redrawn only when that zone changes; handles and markers share contexts. A
 * frame is rendered only after a change (no render loop while idle).
 */
export class BoardRenderer {
  private readonly world = new Container();
  private readonly zoneLayer = new Container();
  private readonly overlay = new Container();
  private readonly shared = new SharedContexts();
  private readonly zones = new Map<string, ZoneItem>();
  private readonly handles: Graphics[] = [];
  private readonly marker = new Graphics();
  private readonly solution = new Graphics(this.shared.solution);
  private readonly crosshair = new Graphics(this.shared.crosshair);
  private readonly keyVertex = new Graphics(this.shared.keyVertex);
  private size: Size;
  private view: View = { scale: 1, x: 0, y: 0 };
  private scene: BoardScene = { zones: [], marker: null, solution: null, crosshair: null, keyVertex: null };
  private frame = 0;

  private constructor(
    private readonly app: Application,
    size: Size,
  ) {
    this.size = size;
    this.world.addChild(this.zoneLayer, this.overlay);
    this.overlay.addChild(this.solution, this.keyVertex, this.marker, this.crosshair);
    for (const item of [this.marker, this.solution, this.crosshair, this.keyVertex]) {
      item.visible = false;
      item.eventMode = 'none';
    }
    app.stage.addChild(this.world);
    app.stage.eventMode = 'static';
    app.stage.hitArea = new Rectangle(0, 0, size.width, size.height);
  }

  /**
   * Creates the renderer on a new canvas appended to `host`. Pixi's canvas 2D renderer: a board
   * is a dozen polygons, which 2D canvas draws at a steady frame rate even without a GPU (WebGL on
   * a software rasteriser dropped frames while dragging, see the zoning-drag benchmark).
   */
  static async create(host: HTMLElement, size: Size): Promise<BoardRenderer> {
    const app = new Application();
    await app.init({
      width: size.width,
      height: size.height,
      backgroundAlpha: 0,
      antialias: true,
      autoDensity: true,
      resolution: Math.min(globalThis.devicePixelRatio || 1, 2),
      autoStart: false,
      preference: 'canvas',
    });
    app.canvas.classList.add('board-canvas__surface');
    host.appendChild(app.canvas);
    return new BoardRenderer(app, size);
  }

  get canvas(): HTMLCanvasElement {
    return this.app.canvas;
  }

  /** Forwards every pointer (mouse, pen, touch) on the board, in board-box pixels. */
  onPointer(listener: (pointer: BoardPointer) => void): void {
    const forward = (kind: BoardPointer['kind']) => (event: FederatedPointerEvent) =>
      listener({ kind, id: event.pointerId, screen: { x: event.global.x, y: event.global.y }, at: event.timeStamp, touch: event.pointerType === 'touch' });
    this.app.stage.on('pointerdown', forward('down'));
    this.app.stage.on('globalpointermove', forward('move'));
    this.app.stage.on('pointerup', forward('up'));
    this.app.stage.on('pointerupoutside', forward('up'));
    // Pixi has no pointercancel of its own (a system gesture took the pointer).
    this.app.canvas.addEventListener('pointercancel', (event) =>
      listener({ kind: 'cancel', id: event.pointerId, screen: { x: event.offsetX, y: event.offsetY }, at: event.timeStamp, touch: event.pointerType === 'touch' }),
    );
  }

  resize(size: Size): void {
    if (size.width === this.size.width && size.height === this.size.height) return;
    this.size = size;
    this.app.renderer.resize(size.width, size.height);
    this.app.stage.hitArea = new Rectangle(0, 0, size.width, size.height);
    for (const item of this.zones.values()) item.key = '';
    this.draw();
  }

  setView(view: View): void {
    this.view = view;
    this.world.position.set(view.x, view.y);
    this.world.scale.set(view.scale);
    this.draw();
  }

  /** Shows a scene; only zones whose key changed are redrawn. */
  render(scene: BoardScene): void {
    this.scene = scene;
    this.draw();
  }

  /** The crosshair tells that a click places or draws something. */
  setCursor(cursor: 'crosshair' | 'default'): void {
    this.app.stage.cursor = cursor;
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    // Contexts are ours, not the graphics': they go after the scene graph.
    this.app.destroy({ removeView: true }, { children: true });
    for (const item of this.zones.values()) item.context.destroy();
    this.shared.destroy();
  }

  private draw(): void {
    const seen = new Set<string>();
    this.scene.zones.forEach((zone, index) => {
      seen.add(zone.id);
      const item = this.zones.get(zone.id) ?? this.createZone(zone.id);
      if (item.key !== zone.key) this.updateZone(item, zone);
      this.zoneLayer.setChildIndex(item.graphics, index);
      if (item.label) this.placeLabel(item.label, zone);
    });
    for (const [id, item] of this.zones) {
      if (seen.has(id)) continue;
      item.graphics.destroy({ context: true });
      item.label?.destroy();
      this.zones.delete(id);
    }
    this.drawHandles();
    this.drawMarkers();
    this.requestRender();
  }

  private createZone(id: string): ZoneItem {
    const context = new GraphicsContext();
    const graphics = new Graphics(context);
    graphics.label = id;
    this.zoneLayer.addChild(graphics);
    const item: ZoneItem = { graphics, context, label: null, key: '' };
    this.zones.set(id, item);
    return item;
  }

  private updateZone(item: ZoneItem, zone: ZoneView): void {
    drawZone(item.context, zone, this.size);
    item.key = zone.key;
    const closed = !zone.open && zone.points.length >= 3;
    // The zone's own outline is its hit area: the pointer cursor shows exactly where a click selects it.
    item.graphics.hitArea = closed ? new Polygon(flatPoints(zone.points, this.size)) : null;
    item.graphics.eventMode = closed ? 'static' : 'none';
    item.graphics.cursor = 'pointer';
    if (!zone.label) {
      item.label?.destroy();
      item.label = null;
      return;
    }
    if (!item.label) {
      item.label = new Text({
        text: zone.label,
        style: { fontFamily: 'Inter, system-ui, sans-serif', fontWeight: '600', fill: '#ffffff', stroke: { color: '#0f172a', width: 3 } },
        // Above its anchor, so the solution marker (on the anchor) never covers it.
        anchor: { x: 0.5, y: 1 },
      });
      item.label.eventMode = 'none';
      this.overlay.addChildAt(item.label, 0);
    }
    item.label.text = zone.label;
    item.label.style.fontSize = this.size.width < SMALL_BOARD_PX ? 12 : 13;
  }

  private placeLabel(label: Text, zone: ZoneView): void {
    label.position.set(zone.anchor.x * this.size.width, zone.anchor.y * this.size.height - LABEL_LIFT / this.view.scale);
    label.scale.set(1 / this.view.scale);
    // On a phone-sized board only the emphasised zone is named: all names at once would overlap.
    label.visible = zone.emphasis || this.size.width >= SMALL_BOARD_PX || this.view.scale >= 2;
  }

  private drawHandles(): void {
    const points = this.scene.zones.filter((zone) => zone.handles).flatMap((zone) => zone.points);
    while (this.handles.length < points.length) {
      const handle = new Graphics(this.shared.handle);
      handle.eventMode = 'static';
      handle.cursor = 'grab';
      handle.hitArea = new Circle(0, 0, HANDLE_RADIUS + 4);
      this.handles.push(handle);
      this.overlay.addChild(handle);
    }
    this.handles.forEach((handle, i) => {
      const point = points[i];
      handle.visible = point !== undefined;
      if (!point) return;
      handle.position.set(point.x * this.size.width, point.y * this.size.height);
      handle.scale.set(1 / this.view.scale);
    });
  }

  /** A shared-context mark at an image point, at constant screen size, or hidden. */
  private placeMark(mark: Graphics, point: { x: number; y: number } | null): void {
    mark.visible = point !== null;
    if (!point) return;
    mark.position.set(point.x * this.size.width, point.y * this.size.height);
    mark.scale.set(1 / this.view.scale);
  }

  private drawMarkers(): void {
    const { marker, solution } = this.scene;
    this.placeMark(this.crosshair, this.scene.crosshair);
    this.placeMark(this.keyVertex, this.scene.keyVertex);
    if (marker) this.marker.context = this.shared.markers[marker.tone];
    this.placeMark(this.marker, marker?.point ?? null);
    this.placeMark(this.solution, solution);
    this.overlay.setChildIndex(this.marker, this.overlay.children.length - 2);
    this.overlay.setChildIndex(this.crosshair, this.overlay.children.length - 1);
  }

  private requestRender(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.app.render();
    });
  }
}

import 'pixi.js/unsafe-eval';
import { Application, CanvasSource, Container, Graphics, GraphicsContext, Text, type ICanvas } from 'pixi.js';
import type { BoardScene, ZoneView } from '../../zoning/scene';
import { applySceneUpdate, type SceneUpdate } from '../../zoning/sceneUpdate';
import type { Size, View } from '../../zoning/viewport';
import { drawZone, SharedContexts } from './contexts';

/** Gap (CSS px) between a label's baseline and its zone's anchor. */
const LABEL_LIFT = 10;
const SMALL_BOARD_PX = 480;
const TRANSPARENT = [0, 0, 0, 0];

/** What changed on a board since the last frame, as one message: a new size or view, and the scene. */
export interface PaintFrame {
  size?: Size;
  view?: View;
  scene: SceneUpdate;
}

/** The zones and labels of one canvas, under the view's pan and zoom. */
class Layer {
  readonly world = new Container();
  readonly zones = new Container();
  readonly labels = new Container();

  constructor() {
    this.world.addChild(this.zones, this.labels);
  }

  setView(view: View): void {
    this.world.position.set(view.x, view.y);
    this.world.scale.set(view.scale);
  }
}

interface ZoneItem {
  graphics: Graphics;
  context: GraphicsContext;
  label: Text | null;
  key: string;
  layer: Layer | null;
}

/**
 * The zoning board on PixiJS 8, over the diagram (an <img> the page places under these
 * transparent canvases: a frame never redraws its pixels): zones as translucent filled polygons
 * with outlines and labels, vertex handles, the placement and solution markers. It runs in a
 * worker on two OffscreenCanvases (boardWorker.ts) or, where a canvas cannot be handed to a
 * worker, on the page's own canvases: it knows no DOM, only canvases and frames to paint.
 *
 * Two canvases, one renderer: the still zones (and their labels) on a lower canvas drawn only when
 * one of them changes or the view moves; the zone being edited (the one with handles), its label,
 * the handles and the markers on the upper canvas, redrawn alone while a vertex is dragged. Each
 * zone owns one GraphicsContext redrawn only when its key changes; handles and markers share
 * contexts. Pixi's canvas 2D renderer: a board is a dozen polygons, which 2D canvas draws at a
 * steady frame rate even without a GPU (WebGL on a software rasteriser dropped frames while
 * dragging, see the zoning-drag benchmark).
 */
export class BoardPainter {
  private readonly still = new Layer();
  private readonly live = new Layer();
  private readonly overlay = new Container();
  private readonly stillSource: CanvasSource;
  private readonly shared = new SharedContexts();
  private readonly zones = new Map<string, ZoneItem>();
  /** The zones as last sent, by id. */
  private readonly views = new Map<string, ZoneView>();
  private readonly handles: Graphics[] = [];
  private readonly marker = new Graphics();
  private readonly solution = new Graphics(this.shared.solution);
  private readonly crosshair = new Graphics(this.shared.crosshair);
  private readonly keyVertex = new Graphics(this.shared.keyVertex);
  private size: Size;
  private view: View = { scale: 1, x: 0, y: 0 };
  private scene: BoardScene = { zones: [], marker: null, solution: null, crosshair: null, keyVertex: null };
  /** The lower canvas needs drawing again (a still zone, the view or the size changed). */
  private stillDirty = true;
  private frame = 0;

  private constructor(
    private readonly app: Application,
    stillCanvas: ICanvas,
    size: Size,
    resolution: number,
  ) {
    this.size = size;
    this.stillSource = new CanvasSource({ resource: stillCanvas, width: size.width, height: size.height, resolution, autoDensity: true });
    this.live.world.addChild(this.overlay);
    this.overlay.addChild(this.solution, this.keyVertex, this.marker, this.crosshair);
    for (const item of [this.marker, this.solution, this.crosshair, this.keyVertex]) item.visible = false;
    app.stage.addChild(this.live.world);
  }

  /** A painter on the upper (`live`) and lower (`still`) canvases, `size` CSS pixels at `resolution`. */
  static async create(live: ICanvas, still: ICanvas, size: Size, resolution: number): Promise<BoardPainter> {
    const app = new Application();
    await app.init({
      canvas: live,
      width: size.width,
      height: size.height,
      backgroundAlpha: 0,
      antialias: true,
      autoDensity: true,
      resolution,
      autoStart: false,
      preference: 'canvas',
      // No accessibility, DOM, filter or event systems: the board's DOM and pointers are the page's.
      skipExtensionImports: true,
      // The board's few textures (labels) are freed with their zones: no texture collector.
      gcActive: false,
    });
    // Pixi's scheduler (only the collector's) ticks every animation frame: no frame while idle.
    app.renderer.scheduler.destroy();
    return new BoardPainter(app, still, size, resolution);
  }

  /**
   * Takes a frame's changes now and draws them at the next animation frame, once however many
   * frames of changes came in between (`drawn` is called after each drawing).
   */
  paint(frame: PaintFrame, drawn?: () => void): void {
    this.receive(frame);
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.flush();
      drawn?.();
    });
  }

  /** Takes a frame's changes and draws them at once. */
  paintNow(frame: PaintFrame): void {
    this.receive(frame);
    this.flush();
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    // Contexts are ours, not the graphics': they go after the scene graph.
    this.still.world.destroy({ children: true });
    this.stillSource.destroy();
    this.app.destroy({ removeView: true }, { children: true });
    for (const item of this.zones.values()) item.context.destroy();
    this.shared.destroy();
  }

  private receive(frame: PaintFrame): void {
    if (frame.size) this.resize(frame.size);
    if (frame.view) this.setView(frame.view);
    this.scene = applySceneUpdate(this.views, frame.scene);
  }

  /** Draws the scene: the zones whose key changed, the lower canvas only when it changed. */
  private flush(): void {
    this.draw();
    if (this.stillDirty) {
      this.app.renderer.render({ container: this.still.world, target: this.stillSource, clear: true, clearColor: TRANSPARENT });
      this.stillDirty = false;
    }
    this.app.render();
  }

  private resize(size: Size): void {
    if (size.width === this.size.width && size.height === this.size.height) return;
    this.size = size;
    this.app.renderer.resize(size.width, size.height);
    this.stillSource.resize(size.width, size.height);
    for (const item of this.zones.values()) item.key = '';
    this.stillDirty = true;
  }

  private setView(view: View): void {
    this.view = view;
    this.still.setView(view);
    this.live.setView(view);
    this.stillDirty = true;
  }

  private draw(): void {
    const seen = new Set<string>();
    const counts = new Map<Layer, number>();
    for (const zone of this.scene.zones) {
      seen.add(zone.id);
      const item = this.zones.get(zone.id) ?? this.createZone(zone.id);
      // The zone being edited (and where it overlaps others) is live; the others wait on the lower canvas.
      const layer = zone.live ? this.live : this.still;
      const index = counts.get(layer) ?? 0;
      counts.set(layer, index + 1);
      const moved = item.layer !== layer || layer.zones.getChildIndex(item.graphics) !== index;
      if (moved) {
        if (item.layer === this.still || layer === this.still) this.stillDirty = true;
        layer.zones.addChildAt(item.graphics, index);
        item.layer = layer;
      }
      if (item.key !== zone.key) {
        this.updateZone(item, zone);
        if (layer === this.still) this.stillDirty = true;
      }
      // Re-adding a child would make Pixi rebuild the layer's drawing instructions: only a move.
      if (item.label && item.label.parent !== layer.labels) layer.labels.addChild(item.label);
      item.key = zone.key;
      if (item.label) this.placeLabel(item.label, zone);
    }
    for (const [id, item] of this.zones) {
      if (seen.has(id)) continue;
      if (item.layer === this.still) this.stillDirty = true;
      item.graphics.destroy({ context: true });
      item.label?.destroy();
      this.zones.delete(id);
    }
    this.drawHandles();
    this.drawMarkers();
  }

  private createZone(id: string): ZoneItem {
    const context = new GraphicsContext();
    const graphics = new Graphics(context);
    graphics.label = id;
    const item: ZoneItem = { graphics, context, label: null, key: '', layer: null };
    this.zones.set(id, item);
    return item;
  }

  private updateZone(item: ZoneItem, zone: ZoneView): void {
    drawZone(item.context, zone, this.size);
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
}

import type { BoardScene, ZoneView } from './scene';

/**
 * A scene as it travels from the page to its painter (a worker), once per frame: the zones' order,
 * and only the zones drawn differently since the last update; the marks as they are.
 */
export interface SceneUpdate extends Omit<BoardScene, 'zones'> {
  /** Every zone's id, back to front. */
  order: string[];
  /** The zones whose key changed since the last update (every zone in the first one). */
  changed: ZoneView[];
}

/** What the painter has not got of `scene`; `sent` (each zone's key as last sent) is brought up to date. */
export function sceneUpdate(sent: Map<string, string>, { zones, ...marks }: BoardScene): SceneUpdate {
  const order: string[] = [];
  const changed: ZoneView[] = [];
  for (const zone of zones) {
    order.push(zone.id);
    if (sent.get(zone.id) === zone.key) continue;
    sent.set(zone.id, zone.key);
    changed.push(zone);
  }
  forgetAllBut(sent, order);
  return { ...marks, order, changed };
}

/** The scene an update describes; `views` (the zones as last received) is brought up to date. */
export function applySceneUpdate(views: Map<string, ZoneView>, { order, changed, ...marks }: SceneUpdate): BoardScene {
  for (const zone of changed) views.set(zone.id, zone);
  forgetAllBut(views, order);
  return { ...marks, zones: order.map((id) => views.get(id)!) };
}

function forgetAllBut(byId: Map<string, unknown>, ids: string[]): void {
  if (byId.size <= ids.length) return;
  const kept = new Set(ids);
  for (const id of byId.keys()) if (!kept.has(id)) byId.delete(id);
}

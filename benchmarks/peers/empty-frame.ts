// The floor of the mindmap-render benchmark's pan and zoom: an empty frame of the map's size, with
// one box that a drag of the background pans and Ctrl + wheel zooms, each pointer move or wheel
// notch writing one transform. What any map costs at least, in the same browser and for the same
// input: the harness, the input path and one frame per event.
import { mapFrame } from './mapPage';

function showMap(size: { width: number; height: number }): Promise<void> {
  const frame = mapFrame(size);
  frame.style.overflow = 'hidden';
  const background = document.createElement('div');
  background.className = 'floor-background';
  background.style.cssText = 'position:absolute;inset:0;background:#0b1120';
  const box = document.createElement('div');
  box.className = 'floor-box';
  box.style.cssText = 'position:absolute;left:0;top:0;width:200px;height:100px;background:#1e293b;pointer-events:none;will-change:transform;transform-origin:0 0';
  frame.append(background, box);
  let viewport = { x: size.width / 2 - 100, y: size.height / 2 - 50, zoom: 1 };
  const show = () => {
    box.style.transform = `translate(${viewport.x}px, ${viewport.y}px) scale(${viewport.zoom})`;
  };
  let pressed: { x: number; y: number } | null = null;
  background.addEventListener('pointerdown', (event) => {
    pressed = { x: event.clientX - viewport.x, y: event.clientY - viewport.y };
    background.setPointerCapture(event.pointerId);
  });
  background.addEventListener('pointermove', (event) => {
    if (!pressed) return;
    viewport = { ...viewport, x: event.clientX - pressed.x, y: event.clientY - pressed.y };
    show();
  });
  background.addEventListener('pointerup', () => (pressed = null));
  frame.addEventListener(
    'wheel',
    (event) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      viewport = { ...viewport, zoom: viewport.zoom * (event.deltaY < 0 ? 1.12 : 1 / 1.12) };
      show();
    },
    { passive: false },
  );
  show();
  return Promise.resolve();
}

Object.assign(window, { showMap });

import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { fr } from '../../i18n/shell';
import type { MethodsStats } from '../../../domain/api';
import { CAROUSEL_OFFSET, CAROUSEL_OFFSET_NARROW, NARROW_QUERY, cardsInView, clampIndex, swipeDirection, trackShift } from './carousel';
import { MethodCard } from './MethodCard';
import { METHOD_INFOS } from './methodInfo';

const ACTIVE_METHODS = METHOD_INFOS.filter((method) => method.enabled);

/** The viewport's width and the offset in force, followed as the screen changes. */
function useViewport() {
  const viewport = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: CAROUSEL_OFFSET * 3, offset: CAROUSEL_OFFSET });
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const narrow = window.matchMedia(NARROW_QUERY);
    const measure = () =>
      setSize({ width: element.clientWidth, offset: narrow.matches ? CAROUSEL_OFFSET_NARROW : CAROUSEL_OFFSET });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    narrow.addEventListener('change', measure);
    return () => {
      observer.disconnect();
      narrow.removeEventListener('change', measure);
    };
  }, []);
  return { viewport, ...size };
}

/** The three active methods (part 1 §2): arrows, dots, left/right keys and swipe move the active card. */
export function MethodsCarousel({ stats }: { stats: MethodsStats | null }) {
  const text = fr.home.carousel;
  const count = ACTIVE_METHODS.length;
  const [active, setActive] = useState(0);
  const { viewport, width, offset } = useViewport();
  const swipeStart = useRef<number | null>(null);
  const inView = cardsInView(width + 1, offset);
  const shift = trackShift(active, count, inView, offset);
  const firstShown = shift / offset;

  const go = (index: number) => setActive(clampIndex(index, count));

  function onKey(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(active + (event.key === 'ArrowRight' ? 1 : -1));
  }

  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return;
    const direction = swipeDirection(event.clientX - swipeStart.current);
    swipeStart.current = null;
    if (direction !== 0) go(active + direction);
  }

  return (
    <section className="home-section carousel" aria-roledescription="carousel" aria-labelledby="carousel-title">
      <div className="carousel__head">
        <h2 id="carousel-title" className="home-section__title">
          {text.title}
        </h2>
        <div className="carousel__arrows">
          <button type="button" className="icon-button carousel__arrow" aria-label={text.previous} disabled={active === 0} onClick={() => go(active - 1)}>
            ‹
          </button>
          <button type="button" className="icon-button carousel__arrow" aria-label={text.next} disabled={active === count - 1} onClick={() => go(active + 1)}>
            ›
          </button>
        </div>
      </div>
      <div
        ref={viewport}
        className="carousel__viewport"
        tabIndex={0}
        role="group"
        aria-label={text.label}
        onKeyDown={onKey}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div
          className="carousel__track"
          style={{ transform: `translateX(-${shift}px)`, '--carousel-offset': `${offset}px` } as CSSProperties}
          data-shift={shift}
        >
          {ACTIVE_METHODS.map((method, index) => (
            <div key={method.id} className="carousel__slide" role="group" aria-roledescription="slide" aria-label={text.slide(index + 1, count)}>
              <MethodCard method={method} stats={stats} active={index === active} inert={index < firstShown || index >= firstShown + inView} />
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__dots">
        {ACTIVE_METHODS.map((method, index) => (
          <button
            key={method.id}
            type="button"
            className="carousel__dot"
            aria-label={text.goTo(index + 1)}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => go(index)}
          />
        ))}
      </div>
    </section>
  );
}

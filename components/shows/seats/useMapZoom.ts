'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { defaultScale } from './seat-geometry';

type MapBox = { x: number; y: number; width: number; height: number; centreX: number };
/** A point of the map (map units) to keep under a point of the box (pixels) once the new scale is drawn. */
type Anchor = { mapX: number; mapY: number; boxX: number; boxY: number };
/** The default zoom and the limits, from the box's width. */
type Frame = { base: number; min: number; max: number; boxWidth: number };

const STEP = 1.25;
const TOUCH_QUERY = '(pointer: coarse), (max-width: 767px)';

/**
 * The seat map's zoom and panning, in the map's scrolling box (`viewport`, to put on it). The
 * default zoom comes from `defaultScale` (44 px between seats on touch screens and narrow ones).
 * Panning is the box's own scrolling (a finger drags it natively); a mouse drags it too. Two
 * fingers pinch to zoom about the point between them; the buttons zoom about the box's middle.
 * The map starts centred on its middle line, stage at the top. Answers the box's ref and the controls.
 */
export function useMapZoom(map: MapBox, pitch: { x: number; y: number }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState<Frame | null>(null);
  /** the visitor's own zoom; null: the default */
  const [chosen, setChosen] = useState<number | null>(null);
  const scale = chosen ?? frame?.base ?? null;
  const anchor = useRef<Anchor | null>(null);
  const centred = useRef(false);
  const live = useRef({ scale: 1, frame: null as Frame | null, map });
  /** zooms about the box's middle (set up with the box's listeners) */
  const zoomer = useRef<(next: number) => void>(() => {});

  useLayoutEffect(() => {
    live.current = { scale: scale ?? 1, frame, map };
  });

  // the default zoom, once the box is laid out (and again when it is resized)
  useLayoutEffect(() => {
    const box = viewport.current;
    if (!box) return;
    const measure = () => {
      const touch = typeof window.matchMedia === 'function' && window.matchMedia(TOUCH_QUERY).matches;
      const base = defaultScale({ boxWidth: box.clientWidth, mapWidth: map.width, pitch, touch });
      const fit = box.clientWidth / map.width;
      const boxWidth = box.clientWidth;
      setFrame((current) =>
        current && Math.abs(current.base - base) < 0.01 && current.boxWidth === boxWidth
          ? current
          : { base, min: Math.min(fit, base), max: Math.max(base * 2, 2.5), boxWidth },
      );
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [map.width, pitch]);

  // the first drawing: the middle line in the middle of the box; after a zoom: the anchored point back under its pixel
  useLayoutEffect(() => {
    const box = viewport.current;
    if (!box || scale === null) return;
    const a = anchor.current;
    if (a) {
      anchor.current = null;
      box.scrollLeft = (a.mapX - map.x) * scale - a.boxX;
      box.scrollTop = (a.mapY - map.y) * scale - a.boxY;
    } else if (!centred.current) {
      box.scrollLeft = Math.max(0, (map.centreX - map.x) * scale - box.clientWidth / 2);
      box.scrollTop = 0;
    }
    centred.current = true;
  }, [scale, map.x, map.y, map.centreX]);

  useEffect(() => {
    const box = viewport.current;
    if (!box) return;
    const zoomTo = (next: number, boxX = box.clientWidth / 2, boxY = box.clientHeight / 2) => {
      const { scale: now, frame: limits, map: m } = live.current;
      if (!limits) return;
      anchor.current = {
        mapX: m.x + (box.scrollLeft + boxX) / now,
        mapY: m.y + (box.scrollTop + boxY) / now,
        boxX,
        boxY,
      };
      setChosen(Math.min(limits.max, Math.max(limits.min, next)));
    };
    zoomer.current = zoomTo;

    // two fingers: pinch about the point between them (the page itself does not zoom there)
    let pinch: { distance: number; scale: number } | null = null;
    const spread = (e: TouchEvent) => {
      const [a, b] = [e.touches[0], e.touches[1]];
      const rect = box.getBoundingClientRect();
      return {
        distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
        x: (a.clientX + b.clientX) / 2 - rect.left,
        y: (a.clientY + b.clientY) / 2 - rect.top,
      };
    };
    const onTouchStart = (e: TouchEvent) => {
      if (e.touches.length !== 2) return;
      if (e.cancelable) e.preventDefault();
      pinch = { distance: spread(e).distance, scale: live.current.scale };
    };
    const onTouchMove = (e: TouchEvent) => {
      if (!pinch || e.touches.length !== 2) return;
      if (e.cancelable) e.preventDefault();
      const now = spread(e);
      if (pinch.distance > 0) zoomTo((pinch.scale * now.distance) / pinch.distance, now.x, now.y);
    };
    const onTouchEnd = (e: TouchEvent) => {
      if (e.touches.length < 2) pinch = null;
    };

    // a mouse drags the map; a drag is not a click on the seat it ends on
    let drag: { x: number; y: number; left: number; top: number; moved: boolean } | null = null;
    const onPointerDown = (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button === 0)
        drag = { x: e.clientX, y: e.clientY, left: box.scrollLeft, top: box.scrollTop, moved: false };
    };
    const onPointerMove = (e: PointerEvent) => {
      if (!drag) return;
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < 5) return;
      drag.moved = true;
      box.scrollLeft = drag.left - dx;
      box.scrollTop = drag.top - dy;
    };
    const swallowClick = (e: MouseEvent) => {
      e.stopPropagation();
      e.preventDefault();
    };
    const onPointerUp = () => {
      if (drag?.moved) {
        box.addEventListener('click', swallowClick, { capture: true, once: true });
        setTimeout(() => box.removeEventListener('click', swallowClick, { capture: true }), 0);
      }
      drag = null;
    };

    box.addEventListener('touchstart', onTouchStart, { passive: false });
    box.addEventListener('touchmove', onTouchMove, { passive: false });
    box.addEventListener('touchend', onTouchEnd);
    box.addEventListener('touchcancel', onTouchEnd);
    box.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    return () => {
      box.removeEventListener('touchstart', onTouchStart);
      box.removeEventListener('touchmove', onTouchMove);
      box.removeEventListener('touchend', onTouchEnd);
      box.removeEventListener('touchcancel', onTouchEnd);
      box.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
    };
  }, []);

  const controls = {
    scale,
    /** the drawing is wider than its box: it is dragged sideways */
    wider: scale !== null && frame !== null && map.width * scale > frame.boxWidth + 1,
    isDefault: chosen === null || (frame !== null && Math.abs(chosen - frame.base) < 0.01),
    canZoomIn: scale !== null && frame !== null && scale < frame.max - 0.01,
    canZoomOut: scale !== null && frame !== null && scale > frame.min + 0.01,
    zoomIn: () => scale !== null && zoomer.current(scale * STEP),
    zoomOut: () => scale !== null && zoomer.current(scale / STEP),
    reset: () => frame && zoomer.current(frame.base),
  };
  return [viewport, controls] as const;
}

import { useRef, type ReactNode } from 'react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { useI18nContext } from '../../../i18n/i18n-react';

/** Spec §9: the zoom starts at 1, from 0.1 to 10, by steps of 0.1. */
export const zoomLimits = { initial: 1, min: 0.1, max: 10, step: 0.1 } as const;

/**
 * Elements with this class never start a pan: a press on a table belongs to the drag, not to
 * the plan under it (BetterTyped/react-zoom-pan-pinch#460).
 */
export const noPanClass = 'plan-no-pan';

interface LayoutPlanProps {
  imageUrl: string;
  layout: { width: number; height: number };
  /** The zoom indicator, shown for 2 s after each change (the page machine's `zoom` region). */
  zoomShown: boolean;
  scale: number;
  onScaleChange: (scale: number) => void;
  /** While adding or drawing a rubber band, the pointer belongs to the editor, not to panning. */
  panDisabled?: boolean;
  /** The layers drawn over the image, in layout pixels (tables, the ghost, the band). */
  children: ReactNode;
}

/**
 * The floor plan (spec §2): the layout image with everything on it in one layer, zoomed and
 * panned by react-zoom-pan-pinch (wheel, pinch, drag to pan, and the zoom buttons). The layer
 * is sized in layout pixels, so tables positioned by fractions scale with the image. Built to
 * be shared: the editor draws its tables into it now, seating will draw its own.
 */
export function LayoutPlan({ imageUrl, layout, zoomShown, scale, onScaleChange, panDisabled = false, children }: LayoutPlanProps) {
  const { LL } = useI18nContext();
  const lastScale = useRef<number>(zoomLimits.initial);
  return (
    <div className="relative overflow-hidden rounded-2xl border border-stone-200 bg-stone-50">
      <TransformWrapper
        initialScale={zoomLimits.initial}
        minScale={zoomLimits.min}
        maxScale={zoomLimits.max}
        limitToBounds={false}
        centerOnInit
        wheel={{ step: zoomLimits.step }}
        doubleClick={{ disabled: true }}
        panning={{ disabled: panDisabled, excluded: [noPanClass] }}
        pinch={{ excluded: [noPanClass] }}
        onTransform={(_, state) => {
          // Pans keep the scale: only a change of zoom shows the indicator.
          if (Math.abs(state.scale - lastScale.current) < 1e-3) return;
          lastScale.current = state.scale;
          onScaleChange(state.scale);
        }}
      >
        {({ zoomIn, zoomOut, resetTransform }) => (
          <>
            <div className="absolute top-3 right-3 z-10 flex flex-col overflow-hidden rounded-lg bg-white shadow ring-1 ring-stone-200">
              <ZoomButton label={LL.tables.plan.zoomIn()} onClick={() => zoomIn(zoomLimits.step)} glyph="+" />
              <ZoomButton label={LL.tables.plan.zoomOut()} onClick={() => zoomOut(zoomLimits.step)} glyph="−" />
              <ZoomButton label={LL.tables.plan.zoomReset()} onClick={() => resetTransform()} glyph="1:1" />
            </div>
            <p
              role="status"
              className={[
                'pointer-events-none absolute bottom-3 left-1/2 z-10 -translate-x-1/2 rounded-full bg-stone-900/80 px-3 py-1 text-sm text-white transition-opacity',
                zoomShown ? 'opacity-100' : 'opacity-0',
              ].join(' ')}
            >
              {zoomShown ? LL.tables.plan.zoom({ percent: Math.round(scale * 100) }) : ''}
            </p>
            <TransformComponent wrapperClass="!h-[min(70dvh,48rem)] !w-full touch-none" contentClass="select-none">
              <div role="group" aria-label={LL.tables.plan.label()} className="relative" style={{ width: layout.width, height: layout.height }}>
                <img
                  src={imageUrl}
                  alt={LL.tables.plan.imageAlt()}
                  width={layout.width}
                  height={layout.height}
                  draggable={false}
                  className="block max-w-none"
                />
                {children}
              </div>
            </TransformComponent>
          </>
        )}
      </TransformWrapper>
    </div>
  );
}

function ZoomButton({ label, onClick, glyph }: { label: string; onClick: () => void; glyph: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="grid size-10 cursor-pointer place-items-center text-base font-semibold text-stone-700 hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span aria-hidden>{glyph}</span>
    </button>
  );
}

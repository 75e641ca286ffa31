import { useRef, type ReactNode, type Ref } from 'react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { useI18nContext } from '../../../i18n/i18n-react';

/**
 * Spec §9: the zoom goes from 0.1 to 10, by steps of 0.1 (a button press, or one notch of a
 * mouse wheel). The library zooms by `wheelStep` per pixel of the wheel's travel, so a notch
 * (100 px in Chromium and Safari) is one step and a trackpad's small deltas zoom smoothly; the
 * zoom stays around the pointer. Beyond the spec, the plan opens fitted to its window.
 */
export const zoomLimits = { min: 0.1, max: 10, step: 0.1, wheelStep: 0.1 / 100 } as const;

/**
 * Elements with this class never start a pan: a press on a table belongs to the drag, not to
 * the plan under it (BetterTyped/react-zoom-pan-pinch#460).
 */
export const noPanClass = 'plan-no-pan';

/** What the plan needs from the page: the image, its size, and the zoom. */
export type PlanProps = Omit<LayoutPlanProps, 'children' | 'panDisabled' | 'windowRef' | 'layerRef'>;

interface LayoutPlanProps {
  imageUrl: string;
  layout: { width: number; height: number };
  /** The zoom indicator, shown for 2 s after each change (the page machine's `zoom` region). */
  zoomShown: boolean;
  scale: number;
  onScaleChange: (scale: number) => void;
  /** While adding or drawing a rubber band, the pointer belongs to the editor, not to panning. */
  panDisabled?: boolean;
  /** Drawn over the plan's top edge (the editor's selection panel): it never moves the plan. */
  overlay?: ReactNode;
  /** The layers drawn over the image, in layout pixels (tables, the ghost, the band). */
  children: ReactNode;
  /** The plan's window (what the zoom shows) and the zoomed layer: where seating finds the table under a drag. */
  windowRef?: Ref<HTMLDivElement>;
  layerRef?: Ref<HTMLDivElement>;
}

/**
 * The floor plan (spec §2): the layout image with everything on it in one layer, zoomed and
 * panned by react-zoom-pan-pinch (wheel, pinch, drag to pan, and the zoom buttons). The layer
 * is sized in layout pixels, so tables positioned by fractions scale with the image. Built to
 * be shared: the editor draws its tables into it now, seating will draw its own.
 */
export function LayoutPlan({
  imageUrl,
  layout,
  zoomShown,
  scale,
  onScaleChange,
  panDisabled = false,
  overlay,
  children,
  windowRef,
  layerRef,
}: LayoutPlanProps) {
  const { LL } = useI18nContext();
  const lastScale = useRef<number>(1);
  return (
    <div ref={windowRef} className="relative overflow-hidden rounded-2xl border border-stone-200 bg-stone-50">
      <TransformWrapper
        minScale={zoomLimits.min}
        maxScale={zoomLimits.max}
        limitToBounds={false}
        fitOnInit
        smooth
        wheel={{ step: zoomLimits.wheelStep }}
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
        {({ zoomIn, zoomOut, centerView, fitToView }) => (
          <>
            <div className="absolute top-3 right-3 z-10 flex flex-col overflow-hidden rounded-lg bg-white shadow ring-1 ring-stone-200">
              <ZoomButton label={LL.tables.plan.zoomIn()} onClick={() => zoomIn(zoomLimits.step)} glyph="+" />
              <ZoomButton label={LL.tables.plan.zoomOut()} onClick={() => zoomOut(zoomLimits.step)} glyph="−" />
              <ZoomButton label={LL.tables.plan.zoomFit()} onClick={() => fitToView()} glyph={<FitGlyph />} />
              <ZoomButton label={LL.tables.plan.zoomReset()} onClick={() => centerView(1)} glyph="1:1" />
            </div>
            {overlay && <div className="pointer-events-none absolute top-3 right-16 left-3 z-10">{overlay}</div>}
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
              <div ref={layerRef} role="group" aria-label={LL.tables.plan.label()} className="relative" style={{ width: layout.width, height: layout.height }}>
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

function ZoomButton({ label, onClick, glyph }: { label: string; onClick: () => void; glyph: ReactNode }) {
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

/** Four corners pointing out: the whole plan in its window. */
function FitGlyph() {
  return (
    <svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 7V3h4M13 3h4v4M17 13v4h-4M7 17H3v-4" />
    </svg>
  );
}

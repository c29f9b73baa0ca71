import { useEffect, useRef, useState, type UIEvent } from 'react';
import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ModeSwitch } from './mode-switch';

const ZOOM_STEPS = [1, 1.5, 2, 3, 4];

function ZoomControls({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const index = ZOOM_STEPS.indexOf(zoom);
  return (
    <div role="group" aria-label="Zoom" className="flex items-center gap-1">
      <Button variant="outline" size="icon" className="size-8" onClick={() => onZoom(ZOOM_STEPS[index - 1])} disabled={index <= 0}>
        <ZoomOut aria-hidden="true" />
        <span className="sr-only">Zoom out</span>
      </Button>
      <span className="w-12 text-center text-xs tabular-nums" aria-live="polite">
        {Math.round(zoom * 100)}%
      </span>
      <Button variant="outline" size="icon" className="size-8" onClick={() => onZoom(ZOOM_STEPS[index + 1])} disabled={index >= ZOOM_STEPS.length - 1}>
        <ZoomIn aria-hidden="true" />
        <span className="sr-only">Zoom in</span>
      </Button>
      <Button variant="outline" size="icon" className="size-8" onClick={() => onZoom(1)} disabled={zoom === 1}>
        <Maximize aria-hidden="true" />
        <span className="sr-only">Fit to width</span>
      </Button>
    </div>
  );
}

interface ImageCompareProps {
  a: { version: number; url: string; name: string };
  b: { version: number; url: string; name: string };
}

/**
 * Two versions of an image: side by side with zoom and scrolling shared by both panes, or one over the other with
 * a slider that wipes from the earlier to the later version (swipe) or fades between them.
 */
export function ImageCompare({ a, b }: ImageCompareProps) {
  const [mode, setMode] = useState<'side' | 'overlay'>('side');
  const [overlay, setOverlay] = useState<'swipe' | 'fade'>('swipe');
  const [position, setPosition] = useState(50);
  const [zoom, setZoom] = useState(1);
  const panes = useRef<(HTMLDivElement | null)[]>([]);
  // The pane the user scrolls leads for a moment, so the echo of moving the other pane does not move it back.
  const leader = useRef<{ pane: number; until: number } | null>(null);

  const syncScroll = (from: number) => (event: UIEvent<HTMLDivElement>) => {
    const now = performance.now();
    if (leader.current && leader.current.pane !== from && now < leader.current.until) return;
    leader.current = { pane: from, until: now + 150 };
    const source = event.currentTarget;
    const other = panes.current[1 - from];
    if (!other) return;
    const ratio = (value: number, max: number) => (max > 0 ? value / max : 0);
    other.scrollLeft = ratio(source.scrollLeft, source.scrollWidth - source.clientWidth) * (other.scrollWidth - other.clientWidth);
    other.scrollTop = ratio(source.scrollTop, source.scrollHeight - source.clientHeight) * (other.scrollHeight - other.clientHeight);
  };

  const paneClasses = 'max-h-[65vh] overflow-auto rounded-lg border bg-muted/40 outline-none focus-visible:ring-2 focus-visible:ring-ring';
  const inner = { width: `${zoom * 100}%` };

  return (
    <div className="space-y-3" data-testid="image-compare">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ModeSwitch
          label="Image view"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'side', label: 'Side by side' },
            { value: 'overlay', label: 'Overlay' },
          ]}
        />
        <ZoomControls zoom={zoom} onZoom={setZoom} />
      </div>
      {mode === 'side' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {[a, b].map((image, i) => (
            <figure key={image.version} className="min-w-0 space-y-1">
              <figcaption className="truncate text-xs font-semibold text-muted-foreground">
                v{image.version} · {image.name}
              </figcaption>
              <div
                ref={(node) => {
                  panes.current[i] = node;
                }}
                tabIndex={0}
                role="region"
                aria-label={`Version ${image.version} image, scrolls with the other version`}
                onScroll={syncScroll(i)}
                className={paneClasses}
              >
                <img src={image.url} alt={`Version ${image.version}: ${image.name}`} style={inner} className="block h-auto max-w-none" />
              </div>
            </figure>
          ))}
        </div>
      ) : (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <ModeSwitch
              label="Overlay mode"
              value={overlay}
              onChange={setOverlay}
              options={[
                { value: 'swipe', label: 'Swipe' },
                { value: 'fade', label: 'Fade' },
              ]}
            />
            <label className="flex min-w-48 flex-1 items-center gap-2 text-xs">
              <span className="shrink-0 font-semibold">v{a.version}</span>
              <input
                type="range"
                min={0}
                max={100}
                value={position}
                onChange={(event) => setPosition(Number(event.target.value))}
                aria-label={overlay === 'swipe' ? `Swipe between version ${a.version} and version ${b.version}` : `Fade from version ${a.version} to version ${b.version}`}
                aria-valuetext={
                  overlay === 'swipe'
                    ? `Version ${a.version} on the left ${position}%, version ${b.version} on the right`
                    : `${100 - position}% version ${a.version}, ${position}% version ${b.version}`
                }
                className="h-2 w-full cursor-pointer accent-primary"
              />
              <span className="shrink-0 font-semibold">v{b.version}</span>
            </label>
          </div>
          <div tabIndex={0} role="region" aria-label={`Version ${a.version} over version ${b.version}`} className={paneClasses}>
            <div className="relative" style={inner}>
              <img src={b.url} alt={`Version ${b.version}: ${b.name}`} className="block h-auto w-full" />
              <img
                src={a.url}
                alt={`Version ${a.version}: ${a.name}`}
                className="absolute inset-0 h-full w-full object-contain"
                style={overlay === 'swipe' ? { clipPath: `inset(0 ${100 - position}% 0 0)` } : { opacity: (100 - position) / 100 }}
              />
              {overlay === 'swipe' && (
                <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 w-0.5 bg-primary shadow" style={{ left: `${position}%` }} />
              )}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

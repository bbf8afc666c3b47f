import { useEffect, useState } from 'react';

export interface ChartColors {
  series: [string, string, string];
  grid: string;
  axis: string;
  surface: string;
  fg: string;
}

const FALLBACK: ChartColors = {
  series: ['#1d4ed8', '#c2410c', '#15803d'],
  grid: '#d5dae4',
  axis: '#4a5366',
  surface: '#ffffff',
  fg: '#141925',
};

function read(): ChartColors {
  if (typeof window === 'undefined' || typeof getComputedStyle !== 'function') return FALLBACK;
  const style = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    series: [
      v('--chart-1', FALLBACK.series[0]),
      v('--chart-2', FALLBACK.series[1]),
      v('--chart-3', FALLBACK.series[2]),
    ],
    grid: v('--chart-grid', FALLBACK.grid),
    axis: v('--chart-axis', FALLBACK.axis),
    surface: v('--surface', FALLBACK.surface),
    fg: v('--fg', FALLBACK.fg),
  };
}

/**
 * The chart colours from the design tokens (SVG attributes cannot use var()), read again when
 * the system switches between light and dark.
 */
export function useChartColors(): ChartColors {
  const [colors, setColors] = useState(read);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const update = () => setColors(read());
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return colors;
}

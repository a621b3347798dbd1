import { Box, useTheme } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { WeekCount } from '../../shared/dashboard';
import { useElementWidth } from './useElementWidth';

const height = 260;
const pad = { top: 28, right: 8, bottom: 32, left: 36 };
const tickCount = 4;

/** The axis maximum: four whole-number steps of 1, 2 or 5 times a power of ten that reach `value`. */
export function niceMax(value: number): number {
  const rawStep = Math.max(1, value / tickCount);
  const power = 10 ** Math.floor(Math.log10(rawStep));
  const step =
    [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rawStep) ?? 10 * power;
  return step * tickCount;
}

/** "3.3" for the week starting 2025-03-03 (day.month, as SPEC §9 writes dates). */
export const weekLabel = (weekStart: string) => {
  const [, month, day] = weekStart.split('-').map(Number);
  return `${day}.${month}`;
};

/** Messages per week as a bar chart in plain SVG (no chart library in the bundle). */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function WeeklyChart({ weeks }: { weeks: readonly WeekCount[] }) {
  const theme = useTheme();
  const translate = useTranslate();
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const titleId = useId();
  const descId = useId();
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const max = niceMax(Math.max(0, ...weeks.map((week) => week.count)));
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const slot = plotWidth / Math.max(1, weeks.length);
  const barWidth = Math.min(44, slot * 0.56);
  const y = (value: number) => pad.top + plotHeight - (value / max) * plotHeight;
  const ticks = Array.from({ length: tickCount + 1 }, (_, index) => (max / tickCount) * index);

  return (
    <Box ref={ref} sx={{ width: '100%', overflow: 'hidden', position: 'relative' }}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        style={{ display: 'block' }}
      >
        <title id={titleId}>{translate('app.dashboard.messages_per_week')}</title>
        <desc id={descId}>{translate('app.dashboard.chart_summary', { total, weeks: weeks.length })}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke={theme.palette.divider}
              strokeDasharray={tick === 0 ? undefined : '4 4'}
            />
            <text
              x={pad.left - 8}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize="11"
              fill={theme.palette.text.secondary}
            >
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const x = pad.left + index * slot + (slot - barWidth) / 2;
          const top = y(week.count);
          const isCurrent = index === weeks.length - 1;
          return (
            <g key={week.week_start}>
              <title>{`${translate('app.dashboard.week_of', { date: weekLabel(week.week_start) })}: ${week.count}`}</title>
              <rect
                x={x}
                y={top}
                width={barWidth}
                height={Math.max(0, pad.top + plotHeight - top)}
                rx={6}
                fill={isCurrent ? theme.palette.secondary.main : theme.palette.primary.main}
                opacity={week.count === 0 ? 0.25 : 1}
              />
              {week.count > 0 && (
                <text
                  x={x + barWidth / 2}
                  y={top - 8}
                  textAnchor="middle"
                  fontSize="12"
                  fontWeight="600"
                  fill={theme.palette.text.primary}
                >
                  {week.count}
                </text>
              )}
              <text
                x={x + barWidth / 2}
                y={height - pad.bottom + 20}
                textAnchor="middle"
                fontSize="11"
                fill={theme.palette.text.secondary}
              >
                {weekLabel(week.week_start)}
              </text>
            </g>
          );
        })}
        {total === 0 && (
          <text
            x={pad.left + plotWidth / 2}
            y={pad.top + plotHeight / 2}
            textAnchor="middle"
            fontSize="14"
            fill={theme.palette.text.secondary}
          >
            {translate('app.dashboard.no_messages')}
          </text>
        )}
      </svg>
    </Box>
  );
}

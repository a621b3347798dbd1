import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { priorityColors, statusColors, type SupportRecord } from './supportTypes';

interface ChipLook {
  color: ChipProps['color'];
  /** The message key of the value's name. */
  name: string;
  variant: ChipProps['variant'];
}

/** How a request's priority and its status each show as a chip. */
const chipLooks: Record<'priority' | 'status', (record: SupportRecord) => ChipLook> = {
  priority: ({ priority }) => ({
    color: priorityColors[priority],
    name: `app.support.priorities.${priority}`,
    variant: 'outlined',
  }),
  status: ({ status }) => ({
    color: statusColors[status],
    name: `app.support.statuses.${status}`,
    variant: 'filled',
  }),
};

/** The record's priority or status as a small chip. */
function SupportChip({ field }: { field: keyof typeof chipLooks }) {
  const record = useRecordContext<SupportRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const { color, name, variant } = chipLooks[field](record);
  return <Chip size="small" variant={variant} color={color} label={translate(name)} />;
}

export const PriorityChip = (_props: { label?: string }) => <SupportChip field="priority" />;

export const StatusChip = (_props: { label?: string }) => <SupportChip field="status" />;

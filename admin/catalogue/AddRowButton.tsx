import AddIcon from '@mui/icons-material/Add';
import { Button, useSimpleFormIterator } from 'react-admin';

export interface AddRowButtonProps {
  label: string;
  /** Disables the button once the list holds that many rows (the schema's limit, so nothing typed is refused). */
  max?: number;
  /**
   * The new row's values. Without it react-admin starts each nested object as null, and per-language inputs
   * under it (`question.tr`) then keep resetting to their default, which clears their validation errors.
   */
  item?: Record<string, unknown>;
}

/** A list's "add a row" button with words, not only an icon (SimpleFormIterator's `addButton`). */
export function AddRowButton({ label, max, item }: AddRowButtonProps) {
  const { add, total } = useSimpleFormIterator();
  return (
    <Button
      label={label}
      variant="outlined"
      size="small"
      onClick={() => add(item && structuredClone(item))}
      disabled={max !== undefined && total >= max}
    >
      <AddIcon />
    </Button>
  );
}

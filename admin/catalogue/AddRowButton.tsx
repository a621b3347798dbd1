import AddIcon from '@mui/icons-material/Add';
import { Button, useSimpleFormIterator } from 'react-admin';

/** A list's "add a row" button with words, not only an icon (SimpleFormIterator's `addButton`). */
export function AddRowButton({ label }: { label: string }) {
  const { add } = useSimpleFormIterator();
  return (
    <Button label={label} variant="outlined" size="small" onClick={() => add()}>
      <AddIcon />
    </Button>
  );
}

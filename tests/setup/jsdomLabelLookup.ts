import { jsdomModule } from './jsdomInternals';

/*
 * jsdom finds a label's control by walking the whole document for the `for` id, and an input's labels by
 * asking every label in the document for its control: each `getByLabelText`, each accessible name of a
 * labelled input, costs a walk of the document per label. On a react-admin form (MUI gives every input a
 * label with `for`) that was a third of a test's time (TrainingVideosContent: `control` 3.1 s of 12.4 s in
 * a CPU profile). The document keeps an index of its ids: a label whose id is held by exactly one element
 * there takes it from the index. Any other case (no `for`, a label outside a document, an id held twice)
 * keeps jsdom's own walk, so the answer is the one the standard gives: the first element in tree order.
 */

interface LabelImpl {
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): { _ids?: Record<string, unknown[]>; getElementById?(id: string): unknown };
}

const { implementation: HTMLLabelElementImpl } = jsdomModule<{ implementation: { prototype: object } }>(
  'nodes/HTMLLabelElement-impl.js',
);
const { isLabelable } = jsdomModule<{ isLabelable: (node: unknown) => boolean }>('helpers/form-controls.js');

const walkForControl = Object.getOwnPropertyDescriptor(HTMLLabelElementImpl.prototype, 'control')?.get;
if (!walkForControl) throw new Error('jsdom changed: HTMLLabelElement has no control getter to speed up');

Object.defineProperty(HTMLLabelElementImpl.prototype, 'control', {
  configurable: true,
  get(this: LabelImpl) {
    const id = this.getAttributeNS(null, 'for');
    const root = id ? this.getRootNode({}) : undefined;
    if (id && root?._ids?.[id]?.length === 1 && root.getElementById) {
      const control = root.getElementById(id);
      if (control) return isLabelable(control) ? control : null;
    }
    return walkForControl.call(this);
  },
});

import BusinessIcon from '@mui/icons-material/Business';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { lazyScreen } from '../navigation/lazyScreen';
import { defineScreen } from '../navigation/screen';

const TestimonialCreate = lazyScreen(() => import('./TestimonialCreate'), 'TestimonialCreate');
const TestimonialEdit = lazyScreen(() => import('./TestimonialEdit'), 'TestimonialEdit');
const TestimonialList = lazyScreen(() => import('./TestimonialList'), 'TestimonialList');
const ClientReferenceCreate = lazyScreen(() => import('./ClientReferenceCreate'), 'ClientReferenceCreate');
const ClientReferenceEdit = lazyScreen(() => import('./ClientReferenceEdit'), 'ClientReferenceEdit');
const ClientReferenceList = lazyScreen(() => import('./ClientReferenceList'), 'ClientReferenceList');

// Issue 32: what participants say and the companies trained, the two social proofs of the home page.
export default [
  defineScreen('pages.testimonials', {
    list: TestimonialList,
    create: TestimonialCreate,
    edit: TestimonialEdit,
    icon: FormatQuoteIcon,
    recordRepresentation: 'person_name',
  }),
  defineScreen('pages.clientReferences', {
    list: ClientReferenceList,
    create: ClientReferenceCreate,
    edit: ClientReferenceEdit,
    icon: BusinessIcon,
    recordRepresentation: 'name',
  }),
];

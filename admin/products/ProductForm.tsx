import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { type AdminProduct, productSchema } from '../../shared/schemas/product';
import { FormToolbar } from '../catalogue/FormToolbar';
import { validateForm } from '../catalogue/formValues';
import { Gallery } from './Gallery';
import { ProductMainInputs, ProductSeoInputs } from './ProductInputs';
import { SessionsInput } from './SessionsInput';
import { FaqInput } from './FaqInput';
import { AdminTabbedForm } from '../common/AdminForms';
import { CoverWarning, courseHasCover } from '../common/CoverWarning';

const validate = validateForm(productSchema);
const noFiles: AdminProduct['files'] = [];
// A gallery change reads the course again; what was typed meanwhile stays in the form.
const resetOptions = { keepDirtyValues: true };

function GalleryTab() {
  const translate = useTranslate();
  const record = useRecordContext<AdminProduct>();
  if (!record?.id) return <Alert severity="info">{translate('app.products.gallery_after_save')}</Alert>;
  return <Gallery resource="products" id={record.id} files={record.files ?? noFiles} />;
}

/** The course form of the create and edit pages: main fields, sessions, FAQ, images and SEO as tabs. */
export function ProductForm({ deletable = false }: { deletable?: boolean }) {
  return (
    <CoverWarning flag="is_published" hasCover={courseHasCover}>
      <AdminTabbedForm
        validate={validate}
        toolbar={<FormToolbar deletable={deletable} />}
        resetOptions={resetOptions}
        defaultValues={{
          section: 'educations',
          // A new course is a draft until it is published on purpose (issue 28).
          is_published: 0,
          is_popular: 0,
          sessions: [],
          instructor_ids: [],
          faq: [],
        }}
      >
        <AdminTabbedForm.Tab label="app.products.tabs.main">
          <ProductMainInputs />
        </AdminTabbedForm.Tab>
        <AdminTabbedForm.Tab label="app.products.tabs.sessions">
          <SessionsInput />
        </AdminTabbedForm.Tab>
        <AdminTabbedForm.Tab label="app.products.tabs.faq">
          <FaqInput />
        </AdminTabbedForm.Tab>
        <AdminTabbedForm.Tab label="app.products.tabs.gallery">
          <GalleryTab />
        </AdminTabbedForm.Tab>
        <AdminTabbedForm.Tab label="app.products.tabs.seo">
          <ProductSeoInputs />
        </AdminTabbedForm.Tab>
      </AdminTabbedForm>
    </CoverWarning>
  );
}

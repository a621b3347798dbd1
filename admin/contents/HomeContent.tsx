import { Stack } from '@mui/material';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { TextInput } from '../common/SchemaInputs';
import { ImageUrlInput } from '../catalogue/ImageUrlInput';
import { HeadedScreen } from '../catalogue/ScreenHeader';
import { TranslatedInput } from '../common/TranslatedInput';
import { ContentBlockEditor } from './ContentBlockEditor';
import { imageWithAlt, iteratorProps, LinkInput, TitledListInput } from './ContentInputs';

/** SPEC §2 pages.home: the home page's blocks, each saved on its own. */
export function HomeContent() {
  return (
    <HeadedScreen title="app.menu.routes.pages.home" subtitle="app.contents.home.subtitle">
      <Stack spacing={3}>
        <ContentBlockEditor
          page="home"
          name="hero"
          title="app.contents.home.hero"
          description="app.contents.home.hero_hint"
        >
          <TranslatedInput source="data.title" label="app.contents.fields.title" />
          <TranslatedInput
            source="data.subtitle"
            label="app.contents.fields.subtitle"
            variant="textarea"
            rows={2}
          />
          <TranslatedInput source="data.button_text" label="app.contents.fields.button_text" />
          <LinkInput source="data.button_link" label="app.contents.fields.button_link" />
          <ImageUrlInput {...imageWithAlt('data.image')} label="app.contents.fields.image" />
        </ContentBlockEditor>

        <ContentBlockEditor page="home" name="about" title="app.contents.home.about">
          <TranslatedInput source="data.title" label="app.contents.fields.title" />
          <TranslatedInput source="data.text" label="app.contents.fields.text" variant="textarea" rows={4} />
          <TranslatedInput source="data.button_text" label="app.contents.fields.button_text" />
          <ImageUrlInput {...imageWithAlt('data.image')} label="app.contents.fields.image" />
        </ContentBlockEditor>

        <ContentBlockEditor page="home" name="features" title="app.contents.home.features">
          <TranslatedInput source="data.title" label="app.contents.fields.title" />
          <TitledListInput source="data.items" label="app.contents.fields.items">
            <ImageUrlInput {...imageWithAlt('file_img')} label="app.contents.fields.icon_image" compact />
          </TitledListInput>
        </ContentBlockEditor>

        <ContentBlockEditor page="home" name="stats" title="app.contents.home.stats">
          <ArrayInput source="data.items" label="app.contents.fields.items" helperText={false}>
            <SimpleFormIterator {...iteratorProps} inline>
              <TextInput
                source="value"
                label="app.contents.fields.value"
                helperText={false}
                placeholder="1.200+"
              />
              <TranslatedInput source="label" label="app.contents.fields.label" />
            </SimpleFormIterator>
          </ArrayInput>
        </ContentBlockEditor>

        <ContentBlockEditor
          page="home"
          name="contact_form_social_icons"
          title="app.contents.home.social_icons"
          description="app.contents.home.social_icons_hint"
        >
          <TranslatedInput source="data.title" label="app.contents.fields.title" />
          <ArrayInput source="data.items" label="app.contents.fields.icons" helperText={false}>
            <SimpleFormIterator {...iteratorProps}>
              <ImageUrlInput {...imageWithAlt('file_img')} label="app.contents.fields.icon" compact />
              <TranslatedInput source="title" label="app.contents.fields.item_title" />
              <LinkInput source="uri" label="app.contents.fields.uri" />
            </SimpleFormIterator>
          </ArrayInput>
        </ContentBlockEditor>
      </Stack>
    </HeadedScreen>
  );
}

import { FormHelperText } from '@mui/material';
import { ArrayInput, SimpleFormIterator, useTranslate } from 'react-admin';
import { TextInput } from '../common/SchemaInputs';
import { videoUrlOf } from '../../shared/schemas/content';
import { ImageUrlInput } from '../catalogue/ImageUrlInput';
import { HeadedScreen } from '../catalogue/ScreenHeader';
import { TranslatedInput } from '../common/TranslatedInput';
import { ContentBlockEditor } from './ContentBlockEditor';
import { imageWithAlt, iteratorProps, TitleSummaryInputs } from './ContentInputs';

type Video = { video_url?: string; youtube_id?: string; vimeo_id?: string };

/** Videos stored with only their id (older rows) show their link, which is what the editor edits. */
function withVideoLinks(data: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(data.videos)) return data;
  const videos = (data.videos as Video[]).map((video) => {
    if (video.video_url) return video;
    if (video.youtube_id) return { ...video, video_url: videoUrlOf('youtube', video.youtube_id) };
    if (video.vimeo_id) return { ...video, video_url: videoUrlOf('vimeo', video.vimeo_id) };
    return video;
  });
  return { ...data, videos };
}

/** SPEC §2 pages.educations.trainingVideos: the training videos page (/egitim-videolari), links with titles. */
export function TrainingVideosContent() {
  const translate = useTranslate();
  return (
    <HeadedScreen
      title="app.menu.routes.pages.educations.trainingVideos"
      subtitle="app.contents.training_videos.subtitle"
    >
      <ContentBlockEditor
        page="educations"
        name="training_videos"
        title="app.contents.training_videos.block"
        prepare={withVideoLinks}
      >
        <TitleSummaryInputs summaryRows={2} />
        <ArrayInput source="data.videos" label="app.contents.fields.videos" helperText={false}>
          <SimpleFormIterator {...iteratorProps}>
            <TextInput
              source="video_url"
              label="app.contents.fields.video_url"
              helperText="app.contents.video_hint"
              placeholder="https://www.youtube.com/watch?v=…"
              fullWidth
            />
            <TranslatedInput source="title" label="app.contents.fields.video_title" />
            <TranslatedInput
              source="description"
              label="app.contents.fields.video_description"
              variant="textarea"
              rows={2}
            />
            <TextInput
              source="duration"
              label="app.contents.fields.duration"
              helperText={false}
              placeholder="12:48"
            />
            <ImageUrlInput {...imageWithAlt('poster')} label="app.contents.fields.poster" />
            <FormHelperText sx={{ mt: -1, mb: 1 }}>{translate('app.contents.poster_hint')}</FormHelperText>
          </SimpleFormIterator>
        </ArrayInput>
      </ContentBlockEditor>
    </HeadedScreen>
  );
}

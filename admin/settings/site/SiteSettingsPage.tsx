import { Box, Card, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { toPermissionList } from '../../navigation/permissions';
import { IntegrationsForm } from './IntegrationsForm';
import { SecurityForm } from '../security/SecurityForm';

type Panel = 'integrations' | 'security';

/** Who may open each panel: the permission its API asks (security: whoever manages the users). */
const panelPermission = {
  integrations: 'integrations',
  security: 'users',
} as const;

/**
 * /admin/settings/site: the integration scripts and keywords (SPEC §3 site settings) and, beside them, whether
 * two-step sign-in is required, each shown to the role groups allowed to change it. The company information
 * and the KVKK settings were tabs here too; they have menu entries of their own since issue 29
 * (../company, ../kvkk).
 */
export function SiteSettingsPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const allowed = toPermissionList(permissions);
  const panels = (['integrations', 'security'] as const).filter((panel) =>
    allowed.includes(panelPermission[panel]),
  );
  const [chosen, setChosen] = useState<Panel>('integrations');
  const current = panels.includes(chosen) ? chosen : panels[0];

  return (
    <Box sx={{ py: { xs: 1, md: 2 } }}>
      <Title title="app.settings.site_title" />
      <Typography component="h1" variant="h6" sx={{ mb: 1 }}>
        {translate('app.settings.site_title')}
      </Typography>
      <Card sx={{ mb: 2 }}>
        <Tabs
          value={current ?? false}
          onChange={(_event, panel: Panel) => setChosen(panel)}
          variant="scrollable"
          aria-label={translate('app.settings.site_title')}
        >
          {panels.map((panel) => (
            <Tab
              key={panel}
              value={panel}
              id={`site-tab-${panel}`}
              aria-controls={`site-panel-${panel}`}
              label={translate(`app.settings.${panel}`)}
            />
          ))}
        </Tabs>
      </Card>
      {current && (
        <Box role="tabpanel" id={`site-panel-${current}`} aria-labelledby={`site-tab-${current}`}>
          {current === 'integrations' && <IntegrationsForm />}
          {current === 'security' && <SecurityForm />}
        </Box>
      )}
    </Box>
  );
}

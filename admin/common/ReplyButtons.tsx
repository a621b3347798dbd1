import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PhoneIcon from '@mui/icons-material/Phone';
import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  email: string;
  phone: string;
  replyLabel: string;
  callLabel: string;
  /** The screen's own buttons, before these (the CV of a job application). */
  children?: ReactNode;
};

/**
 * Answering a visitor from the panel: the office's own mail program, and its phone when a number was given
 * (the `tel:` address keeps only digits and '+', as dialers want), in a row that wraps on a phone.
 */
export function ReplyButtons({ email, phone, replyLabel, callLabel, children }: Props) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {children}
      <Button variant="outlined" startIcon={<MailOutlineIcon />} href={`mailto:${email}`}>
        {replyLabel}
      </Button>
      {phone && (
        <Button variant="outlined" startIcon={<PhoneIcon />} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          {callLabel}
        </Button>
      )}
    </Stack>
  );
}

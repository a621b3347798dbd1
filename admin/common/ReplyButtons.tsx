import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PhoneIcon from '@mui/icons-material/Phone';
import { Button } from '@mui/material';

type Props = { email: string; phone: string; replyLabel: string; callLabel: string };

/**
 * Answering a visitor from the panel: the office's own mail program, and its phone when a number was given
 * (the `tel:` address keeps only digits and '+', as dialers want).
 */
export function ReplyButtons({ email, phone, replyLabel, callLabel }: Props) {
  return (
    <>
      <Button variant="outlined" startIcon={<MailOutlineIcon />} href={`mailto:${email}`}>
        {replyLabel}
      </Button>
      {phone && (
        <Button variant="outlined" startIcon={<PhoneIcon />} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          {callLabel}
        </Button>
      )}
    </>
  );
}

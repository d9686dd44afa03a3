import Typography from '@mui/material/Typography';
import type { CaseRecord } from '../../../machines/case';
import { productOnLetter } from '../../../machines/partner/partner.product';

/**
 * The product a partner's case is for, as its letter will name it, with the partner and the
 * merchant's order reference. A case from `/` shows nothing: its letter names the generic one.
 */
export function CaseProduct({ partner }: Pick<CaseRecord, 'partner'>) {
  if (!partner) return null;
  return (
    <Typography sx={{ mb: 3 }}>
      Product: <bdi>{productOnLetter(partner.product)}</bdi> · partner {partner.slug}
      {partner.order ? (
        <>
          {' '}
          · order <bdi>{partner.order}</bdi>
        </>
      ) : null}
    </Typography>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { brandNameOf, partnerPath } from '../../../machines/partner';
import type { AdminPartner } from '../../../machines/partner/partner-admin.api';

/** Every partner: its co-brand, slug, colour, catalogue, webhook and patients' link. */
export function PartnerTable({
  partners,
  onEdit,
}: {
  partners: AdminPartner[];
  onEdit: (partner: AdminPartner) => void;
}) {
  return (
    <Table size="small" aria-label="Partners">
      <TableHead>
        <TableRow>
          <TableCell>Partner</TableCell>
          <TableCell>Slug</TableCell>
          <TableCell>Colour</TableCell>
          <TableCell>Products</TableCell>
          <TableCell>Webhook</TableCell>
          <TableCell>Patients’ link</TableCell>
          <TableCell>Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {partners.map((partner) => (
          <TableRow key={partner.slug}>
            <TableCell>
              <bdi>{brandNameOf(partner)}</bdi>
            </TableCell>
            <TableCell>{partner.slug}</TableCell>
            <TableCell>
              <Box
                component="span"
                aria-hidden
                sx={{
                  display: 'inline-block',
                  width: 16,
                  height: 16,
                  mr: 1,
                  verticalAlign: 'middle',
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: partner.primaryColour,
                }}
              />
              {partner.primaryColour}
            </TableCell>
            <TableCell>{partner.products.length}</TableCell>
            <TableCell>{partner.webhookUrl === null ? 'Not set' : 'Set'}</TableCell>
            <TableCell>
              <a href={partnerPath(partner.slug)}>{partnerPath(partner.slug)}</a>
            </TableCell>
            <TableCell>
              <Button
                size="small"
                onClick={() => onEdit(partner)}
                aria-label={`Edit: ${partner.slug}`}
              >
                Edit
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fieldId, problemAt, productRow, type ProductDraft } from './partner-draft';
import type { SaveProblem } from './use-partner-admin';

const COLUMNS: { name: keyof Omit<ProductDraft, 'key'>; label: string }[] = [
  { name: 'sku', label: 'SKU or model' },
  { name: 'name', label: 'Name as on the letter' },
  { name: 'usage', label: 'Frequency of use' },
  { name: 'duration', label: 'Duration' },
];

/** The partner's catalogue: a row per product, the first its default (a link without ?product=). */
export function PartnerProductsFields({
  products,
  problem,
  onChange,
}: {
  products: ProductDraft[];
  problem: SaveProblem | null;
  onChange: (next: ProductDraft[]) => void;
}) {
  const listProblem = problem?.field === 'products' ? problemAt(problem, 'products') : null;
  const set = (at: number, change: Partial<ProductDraft>) =>
    onChange(
      products.map((product, index) => (index === at ? { ...product, ...change } : product)),
    );
  return (
    <Box
      component="fieldset"
      aria-describedby={listProblem ? fieldId('products') : undefined}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, my: 1 }}
    >
      <Typography component="legend" sx={{ px: 0.5 }}>
        Products
      </Typography>
      {listProblem ? (
        <Alert severity="error" id={fieldId('products')} sx={{ mb: 1 }}>
          {listProblem}
        </Alert>
      ) : null}
      {products.map((product, index) => (
        <Box key={product.key} role="group" aria-label={`Product ${index + 1}`} sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="p">
            Product {index + 1}
            {index === 0 ? ' (default: a link without ?product= names it)' : ''}
          </Typography>
          {COLUMNS.map((column) => {
            const field = `products.${index}.${column.name}`;
            const message = problemAt(problem, field);
            return (
              <TextField
                key={column.name}
                id={fieldId(field)}
                label={column.label}
                value={product[column.name]}
                onChange={(event) => set(index, { [column.name]: event.target.value })}
                error={message !== null}
                helperText={message}
                autoComplete="off"
                fullWidth
                margin="dense"
                size="small"
              />
            );
          })}
          <Stack direction="row" spacing={1}>
            {index > 0 ? (
              <Button
                size="small"
                onClick={() => onChange([product, ...products.filter((_, at) => at !== index)])}
              >
                Make product {index + 1} the default
              </Button>
            ) : null}
            {products.length > 1 ? (
              <Button
                size="small"
                color="error"
                onClick={() => onChange(products.filter((_, at) => at !== index))}
              >
                Remove product {index + 1}
              </Button>
            ) : null}
          </Stack>
        </Box>
      ))}
      <Button size="small" onClick={() => onChange([...products, productRow()])}>
        Add a product
      </Button>
    </Box>
  );
}

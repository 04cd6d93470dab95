import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '@/shared/constants';
import { formatKsh } from '@/shared/money';
import type { AdminProduct } from '@/shared/schemas/catalog';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { TitledCard } from '@/client/components/ui/card';
import { adminCategoriesQuery, adminProductsQuery, useDeleteProduct } from '../api';
import { AdminHeader } from '../components/admin-header';
import { ConfirmDelete } from '../components/confirm-delete';
import { FormDialog, ItemDialog } from '../components/form-dialog';
import { ProductForm } from '../components/product-form';
import { StaffPage } from '../components/staff-only';
import { StockBadge } from '../components/stock-badge';
import { StockPanel } from '../components/stock-panel';
import { DataTable, rowActionsColumn } from '../components/table';
import { QueryState } from '../components/query-state';

function ProductsTable({
  products,
  onEdit,
  onDelete,
}: {
  products: AdminProduct[];
  onEdit: (product: AdminProduct) => void;
  onDelete: (id: number) => void;
}) {
  const { data: categories } = useQuery(adminCategoriesQuery);
  const categoryName = new Map(categories?.map((category) => [category.id, category.name]));
  return (
    <DataTable
      rows={products}
      columns={[
        {
          header: 'Product',
          cell: (product) => (
            <div className="flex min-w-48 items-center gap-3">
              <img
                src={product.images[0] ?? PLACEHOLDER_IMAGE}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 shrink-0 rounded-md border object-cover"
              />
              <div>
                <p className="font-medium">{product.name}</p>
                <p className="text-xs text-muted-foreground">{product.slug}</p>
              </div>
            </div>
          ),
        },
        { header: 'Category', cell: (product) => categoryName.get(product.categoryId) ?? 'N/A' },
        { header: 'Price', className: 'whitespace-nowrap', cell: (product) => formatKsh(product.price) },
        {
          header: 'Stock',
          cell: (product) => <StockBadge status={product.stockStatus} quantity={product.stockQuantity} />,
        },
        {
          header: 'Status',
          cell: (product) => (
            <div className="flex gap-1">
              {product.isFeatured && <Badge variant="secondary">Featured</Badge>}
              {product.isNew && <Badge variant="success">New</Badge>}
            </div>
          ),
        },
        rowActionsColumn<AdminProduct>(onEdit, onDelete),
      ]}
    />
  );
}

function ProductsManagement() {
  const { data: products, isLoading, isError } = useQuery(adminProductsQuery);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const remove = useDeleteProduct(() => setDeletingId(null));

  return (
    <>
      <AdminHeader
        title="Products Management"
        subtitle="Add, edit, or remove products from your store"
        action={
          <Button onClick={() => setAdding(true)}>
            <Plus /> Add Product
          </Button>
        }
      />
      <TitledCard title={`All Products (${products?.length ?? 0})`}>
        <QueryState data={products} isLoading={isLoading} isError={isError} failedText="Failed to load products" emptyText="No products yet">
          {(products) => <ProductsTable products={products} onEdit={setEditing} onDelete={setDeletingId} />}
        </QueryState>
      </TitledCard>

      <FormDialog
        open={adding}
        onClose={() => setAdding(false)}
        title="Add New Product"
        description="Fill in the details; the first image is the one shoppers see first."
        size="xl"
      >
        {adding && <ProductForm onSaved={() => setAdding(false)} />}
      </FormDialog>

      <ItemDialog item={editing} onClose={() => setEditing(null)} title="Edit Product" description="Change the details and save." size="xl">
        {(product) => (
          <>
            <StockPanel key={product.id} product={product} />
            <ProductForm key={product.id} product={product} onSaved={() => setEditing(null)} />
          </>
        )}
      </ItemDialog>

      <ConfirmDelete
        id={deletingId}
        description="This will permanently delete this product. This action cannot be undone."
        remove={remove}
        onClose={() => setDeletingId(null)}
      />
    </>
  );
}

export function ProductsPage() {
  return (
    <StaffPage title="Products Management">
      <ProductsManagement />
    </StaffPage>
  );
}

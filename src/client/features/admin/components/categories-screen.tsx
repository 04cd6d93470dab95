import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { categoryInputSchema, type AdminCategory, type CategoryInput } from '@/shared/schemas/admin';
import { Button } from '@/client/components/ui/button';
import { TitledCard } from '@/client/components/ui/card';
import { Field, Input } from '@/client/components/ui/input';
import { adminCategoriesQuery, useDeleteCategory, useSaveCategory } from '../api';
import { slugify } from '../format';
import { AdminHeader } from './admin-header';
import { ConfirmDelete } from './confirm-delete';
import { FormDialog } from './form-dialog';
import { DataTable, RowActions } from './table';
import { QueryState } from './query-state';

function submitLabel(editing: boolean, pending: boolean) {
  if (editing) return pending ? 'Updating...' : 'Save Changes';
  return pending ? 'Creating...' : 'Add Category';
}

function CategoryForm({ category, onSaved }: { category?: AdminCategory; onSaved?: () => void }) {
  const save = useSaveCategory(category?.id, () => onSaved?.());
  const form = useForm<CategoryInput>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: { name: category?.name ?? '', slug: category?.slug ?? '' },
  });
  const { errors } = form.formState;
  const idPrefix = category ? `category-${category.id}` : 'category-new';
  const name = form.register('name', {
    // A new category's slug follows its name until someone edits the slug.
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (!category && !form.getFieldState('slug').isDirty) form.setValue('slug', slugify(event.target.value));
    },
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: () => !category && form.reset({ name: '', slug: '' }) }))}
    >
      <Field id={`${idPrefix}-name`} label="Category Name" error={errors.name?.message}>
        <Input id={`${idPrefix}-name`} aria-invalid={!!errors.name} {...name} />
      </Field>
      <Field id={`${idPrefix}-slug`} label="URL Slug" error={errors.slug?.message} hint="Lowercase letters, digits and hyphens, e.g. solar-panels">
        <Input id={`${idPrefix}-slug`} aria-invalid={!!errors.slug} {...form.register('slug')} />
      </Field>
      <Button type="submit" disabled={save.isPending}>
        {!category && <Plus />} {submitLabel(!!category, save.isPending)}
      </Button>
    </form>
  );
}

export function CategoriesScreen() {
  const { data: categories, isLoading, isError } = useQuery(adminCategoriesQuery);
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const remove = useDeleteCategory(() => setDeletingId(null));

  return (
    <>
      <AdminHeader title="Categories Management" subtitle="Group products so shoppers can filter them" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <TitledCard title="Add Category" className="self-start">
          <CategoryForm />
        </TitledCard>
        <TitledCard title={categories ? `All Categories (${categories.length})` : 'All Categories'}>
          <QueryState data={categories} isLoading={isLoading} isError={isError} failedText="Failed to load categories" emptyText="No categories yet">
            {(categories) => (
              <DataTable
                rows={categories}
                columns={[
                  { header: 'Name', className: 'font-medium', cell: (category) => category.name },
                  { header: 'Slug', className: 'text-muted-foreground', cell: (category) => category.slug },
                  { header: 'Products', align: 'right', className: 'text-right', cell: (category) => category.productCount },
                  {
                    header: 'Actions',
                    align: 'right',
                    className: 'whitespace-nowrap text-right',
                    cell: (category) => <RowActions name={category.name} onEdit={() => setEditing(category)} onDelete={() => setDeletingId(category.id)} />,
                  },
                ]}
              />
            )}
          </QueryState>
        </TitledCard>
      </div>

      <FormDialog open={editing !== null} onClose={() => setEditing(null)} title="Edit Category" description="Rename the category or change its URL slug.">
        {editing && <CategoryForm key={editing.id} category={editing} onSaved={() => setEditing(null)} />}
      </FormDialog>

      <ConfirmDelete id={deletingId} description="This will permanently delete this category. This action cannot be undone." remove={remove} onClose={() => setDeletingId(null)} />
    </>
  );
}

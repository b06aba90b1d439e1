import type { TProfileItem } from '@sidecamp/domain';
import { PROFILE_ITEM_TYPES } from '@sidecamp/domain/core';
import { ArrowDown, ArrowUp, FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { codeLabel } from '../../../ui/codeLabels';
import { Dialog } from '../../../ui/Dialog';
import { formatDateRange } from '../../../ui/dates';
import { toast } from '../../../ui/toast';
import { useProfileItems } from '../hooks/useProfileItems';
import { ProfileItemDialog } from './ProfileItemDialog';
import { ITEM_TYPE_ICONS } from './ProfileItemsSection';

/**
 * My profile items in my order: add, edit, remove, and move up or down with buttons (so the order
 * can be changed with a keyboard or a screen reader, not only by dragging).
 */
export function ProfileItemsEditor({ items }: { items: readonly TProfileItem[] }) {
  const { t, i18n } = useTranslation('profiles');
  const { t: tCommon } = useTranslation('common');
  const { remove, reorder } = useProfileItems();
  const [editing, setEditing] = useState<{ item: TProfileItem | null } | null>(null);
  const [removing, setRemoving] = useState<TProfileItem | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; direction: 'up' | 'down' } | null>(null);
  const ordered = [...items].sort((a, b) => a.position - b.position);

  // A moved item keeps keyboard focus; at the top or bottom its other arrow takes it.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, direction } = focusAfterMove;
    const wanted = document.getElementById(`item-${id}-${direction}`);
    const other = document.getElementById(`item-${id}-${direction === 'up' ? 'down' : 'up'}`);
    const target = wanted instanceof HTMLButtonElement && !wanted.disabled ? wanted : other;
    target?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const move = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= ordered.length) return;
    const ids = ordered.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(to, 0, moved);
    reorder.mutate(ids, {
      onError: (error) =>
        toast.error(
          t('edit.items.moveFailed'),
          error instanceof ApiError ? errorMessage(error, tCommon) : undefined,
        ),
    });
    setFocusAfterMove({ id: moved, direction });
  };

  return (
    <div className="space-y-4">
      {ordered.length === 0 ? (
        <p className="rounded-xl bg-stone-50 p-4 text-sm text-stone-600 ring-1 ring-stone-200/70">
          {t('edit.items.none')}
        </p>
      ) : (
        <ol className="space-y-2" aria-label={t('edit.items.listLabel')}>
          {ordered.map((item, index) => {
            const Icon = ITEM_TYPE_ICONS[item.type] ?? FileText;
            const dates = formatDateRange(item.startDate, item.endDate, i18n.language, {
              present: t('items.present'),
              until: (end) => t('items.until', { end }),
            });
            return (
              <li
                key={item.id}
                className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-3.5 sm:flex-row sm:items-center"
              >
                <div className="flex min-w-0 flex-1 items-start gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-9 shrink-0 place-items-center rounded-lg bg-indigo-50 ring-1 ring-indigo-200"
                  >
                    <Icon className="size-4 text-indigo-600" />
                  </span>
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-stone-900">{item.title}</p>
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-500">
                      <Badge>{codeLabel(PROFILE_ITEM_TYPES, item.type)}</Badge>
                      {item.organization && <span>{item.organization}</span>}
                      {dates && <span>{dates}</span>}
                    </p>
                  </div>
                </div>
                <div className="flex shrink-0 items-center gap-1 self-end sm:self-center">
                  <Button
                    id={`item-${item.id}-up`}
                    variant="ghost"
                    size="icon"
                    aria-label={t('edit.items.moveUp', { title: item.title })}
                    isDisabled={index === 0 || reorder.isPending}
                    onPress={() => move(index, 'up')}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    id={`item-${item.id}-down`}
                    variant="ghost"
                    size="icon"
                    aria-label={t('edit.items.moveDown', { title: item.title })}
                    isDisabled={index === ordered.length - 1 || reorder.isPending}
                    onPress={() => move(index, 'down')}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('edit.items.edit', { title: item.title })}
                    onPress={() => setEditing({ item })}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('edit.items.remove', { title: item.title })}
                    onPress={() => setRemoving(item)}
                  >
                    <Trash2 aria-hidden="true" className="size-4 text-red-700" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Button variant="secondary" onPress={() => setEditing({ item: null })}>
        <Plus aria-hidden="true" className="size-4" />
        {t('edit.items.add')}
      </Button>

      <ProfileItemDialog
        isOpen={editing !== null}
        item={editing?.item ?? null}
        onClose={() => setEditing(null)}
      />
      <Dialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('edit.items.removeTitle')}
        closeLabel={tCommon('actions.close')}
      >
        <p className="text-stone-700">{t('edit.items.removeBody', { title: removing?.title ?? '' })}</p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onPress={() => setRemoving(null)}>
            {t('edit.cancel')}
          </Button>
          <Button
            variant="danger"
            isPending={remove.isPending}
            onPress={() => {
              if (!removing) return;
              remove.mutate(removing.id, {
                onSuccess: () => {
                  toast.success(t('edit.items.removed'));
                  setRemoving(null);
                },
                onError: (error) =>
                  toast.error(
                    t('edit.items.removeFailed'),
                    error instanceof ApiError ? errorMessage(error, tCommon) : undefined,
                  ),
              });
            }}
          >
            {t('edit.items.confirmRemove')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

import { ListTodo } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translationList } from '../../../app/i18n/translationList';
import { useUserStore } from '../../../app/store/userStore';
import { Badge } from '../../../ui/Badge';
import { Sheet } from '../../../ui/Sheet';

/**
 * The to-do side sheet every page can open from the top bar (the spec's to-do-open flag).
 * Its content (and the 'tasks' translations) load only when it is first opened.
 */
export function TodoPanel() {
  const isOpen = useUserStore((state) => state.todoOpen);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <TodoPanelSheet />
    </Suspense>
  );
}

function TodoPanelSheet() {
  const { t } = useTranslation('tasks');
  const { t: tCommon } = useTranslation('common');
  const isOpen = useUserStore((state) => state.todoOpen);
  const setOpen = useUserStore((state) => state.setTodoOpen);
  const planned = translationList(t, 'panel.planned');

  return (
    <Sheet
      isOpen={isOpen}
      onOpenChange={setOpen}
      side="right"
      title={t('panel.title')}
      closeLabel={tCommon('actions.close')}
    >
      <div className="flex flex-col items-start gap-4 p-6">
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-xl bg-make-soft ring-1 ring-emerald-200"
        >
          <ListTodo className="size-6 text-make" strokeWidth={1.75} />
        </span>
        <Badge tone="amber">{tCommon('status.notAvailableYet')}</Badge>
        <h3 className="text-lg font-semibold text-stone-900">{t('panel.emptyTitle')}</h3>
        <p className="text-sm text-stone-600">{t('panel.emptyBody')}</p>
        <ul className="w-full space-y-2 rounded-xl bg-stone-50 p-4 text-sm text-stone-700 ring-1 ring-stone-200/70">
          {planned.map((item) => (
            <li key={item} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-make" />
              {item}
            </li>
          ))}
        </ul>
        <Link
          to="/todo"
          onClick={() => setOpen(false)}
          className="text-sm font-semibold text-pine-700 hover:underline"
        >
          {t('panel.openPage')}
        </Link>
      </div>
    </Sheet>
  );
}

import { CalendarDays } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserStore } from '../../../app/store/userStore';
import { Sheet } from '../../../ui/Sheet';
import { TodoList } from './TodoList';

/**
 * The to-do side sheet every page can open from the top bar (the spec's to-do-open flag): my own
 * to-dos and the tasks assigned to me across projects. Its content (and the 'tasks' translations)
 * load only when it is first opened.
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
  const loggedIn = useUserStore((state) => state.loggedIn);
  const close = () => setOpen(false);

  return (
    <Sheet
      isOpen={isOpen}
      onOpenChange={setOpen}
      side="right"
      title={t('panel.title')}
      closeLabel={tCommon('actions.close')}
    >
      <div className="flex flex-col gap-5 p-5" data-testid="todo-panel">
        {loggedIn ? (
          <>
            <TodoList onNavigate={close} />
            <Link
              to="/todo"
              onClick={close}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-pine-700 hover:underline"
            >
              <CalendarDays aria-hidden="true" className="size-4" />
              {t('panel.openPage')}
            </Link>
          </>
        ) : (
          <div className="flex flex-col gap-2">
            <h3 className="text-lg font-semibold text-stone-900">{t('panel.loggedOutTitle')}</h3>
            <p className="text-sm text-stone-600">{t('panel.loggedOutBody')}</p>
          </div>
        )}
      </div>
    </Sheet>
  );
}

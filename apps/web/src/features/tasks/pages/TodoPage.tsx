import { ListTodo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { Agenda } from '../components/Agenda';
import { TodoList } from '../components/TodoList';

/** My work across projects (Make): the day or week agenda beside my to-do list. */
export function TodoPage() {
  const { t } = useTranslation('tasks');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  return (
    <PageStack>
      <PageHeader
        camp="make"
        eyebrow={tCommon('camps.make.name')}
        title={t('title')}
        description={t('description')}
      />
      {loggedIn ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Agenda />
          <Card className="h-fit p-4">
            <h2 className="mb-4 text-lg font-semibold text-stone-900">{t('todo.heading')}</h2>
            <TodoList />
          </Card>
        </div>
      ) : (
        <EmptyState
          camp="make"
          icon={ListTodo}
          title={t('loggedOut.title')}
          description={t('loggedOut.body')}
          actions={<Button onPress={() => openLogin(true)}>{tCommon('actions.logIn')}</Button>}
        />
      )}
    </PageStack>
  );
}

'use client';

import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { ConfirmButton } from '@/components/admin/confirm-dialog';
import { DataTable, type Column } from '@/components/admin/data-table';
import { RowActions } from '@/components/admin/list/row-actions';
import { AddButton } from '@/components/admin/ui/add-button';
import { Button } from '@/components/admin/ui/button';
import { Card, PageHeader, Tag } from '@/components/admin/ui/card';
import { api, RequestError } from '@/lib/admin/fetcher';
import { formatDateTime } from '@/lib/admin/format';
import { commonText } from '@/lib/admin/i18n/common';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { staffText } from '@/lib/admin/i18n/staff';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { notifySuccess } from '@/lib/admin/notify';
import { ADMIN_ROLE_ID, useMine } from '@/lib/admin/session';
import { useApi } from '@/lib/admin/use-api';
import { RequireTwoFactor } from './require-two-factor';
import { ResetPasswordDialog } from './reset-password-dialog';
import { StaffDialog } from './staff-dialog';
import type { StaffAccount } from '@/lib/validation/staff';

/** Staff accounts: administrators only; the server answers 403 to an editor. */
export function StaffListScreen() {
  const t = useT(staffText);
  const c = useT(commonText);
  const staff = useApi('/admin/staff');
  // Roles are asked for only once the server has let this user see the accounts.
  const roles = useApi(staff.data ? '/admin/roles' : null);
  const mine = useMine();
  const languageName = useLanguageName();
  const [editing, setEditing] = useState<StaffAccount | null | undefined>(undefined);
  const [resetting, setResetting] = useState<StaffAccount | null>(null);

  if (staff.error instanceof RequestError && staff.error.status === 403) {
    return <Forbidden title={t.forbiddenTitle} text={t.forbiddenText} detail={staff.error.message} />;
  }

  const roleWords: Record<string, string> = { admin: t.role_admin, editor: t.role_editor, translator: t.role_translator };
  const roleLabel = (role: { code?: string; roleName: string }) => roleWords[role.code ?? ''] ?? role.roleName;
  const roleOf = (account: StaffAccount) =>
    roleLabel(roles.data?.find((role) => role.id === account.roleId) ?? { roleName: account.roleName });

  const setDisabled = async (account: StaffAccount, disabled: 0 | 1) => {
    await api.put('/admin/staff/:id', { param: { id: account.id }, json: { disabled } });
    notifySuccess(t.updated);
    await staff.mutate();
  };

  const resetTwoFactor = async (account: StaffAccount) => {
    await api.post('/admin/staff/:id/totp/reset', { param: { id: account.id } });
    notifySuccess(t.twoFactorReset);
    await staff.mutate();
  };

  const columns: Column<StaffAccount>[] = [
    {
      key: 'loginAccount',
      title: t.loginAccount,
      render: (row) => (
        <span className="font-medium">
          {row.loginAccount}
          {row.id === mine.data?.id && <span className="font-normal text-ink-3">{t.you}</span>}
        </span>
      ),
    },
    { key: 'userName', title: t.userName, render: (row) => row.userName },
    {
      key: 'role',
      title: t.role,
      render: (row) => (
        <Tag tone={row.roleId === ADMIN_ROLE_ID ? 'blue' : 'default'}>{[roleOf(row), ...row.languages.map(languageName)].join(' · ')}</Tag>
      ),
    },
    {
      key: 'state',
      title: t.state,
      render: (row) => (row.disabled ? <Tag tone="red">{t.disabled}</Tag> : <Tag tone="green">{t.enabled}</Tag>),
    },
    {
      key: 'twoFactor',
      title: t.twoFactor,
      render: (row) => (row.totpEnabled ? <Tag tone="green">{t.twoFactorOn}</Tag> : <Tag>{t.twoFactorOff}</Tag>),
    },
    {
      key: 'lastLogin',
      title: t.lastLogin,
      render: (row) => (row.lastLoginTime ? formatDateTime(row.lastLoginTime) : <span className="text-ink-3">{t.never}</span>),
    },
    { key: 'createTime', title: t.createTime, render: (row) => formatDateTime(row.createTime) },
    {
      key: 'actions',
      title: c.actions,
      width: 'w-52',
      render: (row) => {
        const self = row.id === mine.data?.id;
        return (
          <RowActions>
            <Button variant="link" size="sm" onClick={() => setEditing(row)}>
              {c.edit}
            </Button>
            <Button variant="link" size="sm" onClick={() => setResetting(row)}>
              {t.resetPassword}
            </Button>
            {row.totpEnabled === 1 && (
              <ConfirmButton
                title={format(t.resetTwoFactorTitle, { name: row.userName })}
                description={t.resetTwoFactorText}
                confirmText={t.resetTwoFactor}
                onConfirm={() => resetTwoFactor(row)}
              >
                {t.resetTwoFactor}
              </ConfirmButton>
            )}
            {!self &&
              (row.disabled ? (
                <ConfirmButton
                  variant="link"
                  danger={false}
                  title={t.enableTitle}
                  description={t.enableText}
                  confirmText={t.enable}
                  onConfirm={() => setDisabled(row, 0)}
                >
                  {t.enable}
                </ConfirmButton>
              ) : (
                <ConfirmButton
                  title={t.disableTitle}
                  description={t.disableText}
                  confirmText={t.disable}
                  onConfirm={() => setDisabled(row, 1)}
                >
                  {t.disable}
                </ConfirmButton>
              ))}
          </RowActions>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        extra={
          <AddButton onClick={() => setEditing(null)} disabled={!roles.data}>
            {t.create}
          </AddButton>
        }
      />
      {staff.data && <RequireTwoFactor />}
      <Card>
        <DataTable label={t.title} columns={columns} rows={staff.data} rowKey={(row) => row.id} loading={staff.isLoading} />
      </Card>
      <StaffDialog
        open={editing !== undefined}
        account={editing ?? null}
        roles={roles.data ?? []}
        roleLabel={roleLabel}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void staff.mutate();
        }}
      />
      <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} />
    </>
  );
}

function Forbidden({ title, text, detail }: { title: string; text: string; detail: string }) {
  return (
    <Card>
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <ShieldAlert aria-hidden className="size-14 text-warning" />
        <h1 className="text-xl font-semibold">403 · {title}</h1>
        <p className="text-ink-2">{text}</p>
        <p className="text-ink-3">{detail}</p>
      </div>
    </Card>
  );
}

'use client';

import { useState } from 'react';
import { Field, SelectInput } from '@/components/admin/form/field';
import { Button } from '@/components/admin/ui/button';
import { Card } from '@/components/admin/ui/card';
import { api } from '@/lib/admin/fetcher';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { subscribersText } from '@/lib/admin/i18n/subscribers';
import { notifySuccess } from '@/lib/admin/notify';
import { useApi } from '@/lib/admin/use-api';
import { OwnAddress } from './own-address';

const recent = { query: { pageNo: 1, pageSize: 20 } };

/** Sends the alert of a recent news article or deal to the signed-in member of staff's own address, once it is confirmed. */
export function TestSend({ onSent }: { onSent: () => void }) {
  const t = useT(subscribersText);
  const languageName = useLanguageName();
  const news = useApi('/admin/latest-news', recent);
  const deals = useApi('/admin/case-analysis', recent);
  const summary = useApi('/admin/subscribers/summary');
  const [articleId, setArticleId] = useState('');
  const [sending, setSending] = useState(false);
  const items = [...(news.data ?? []), ...(deals.data ?? [])];

  const send = async () => {
    setSending(true);
    try {
      const { email } = await api.post('/admin/subscribers/test-send', { json: { articleId: Number(articleId) } });
      notifySuccess(format(t.testQueued, { email }));
      onSent();
    } catch {
      // The fetcher has shown the server's message (for instance, that ten tests were sent today).
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title={t.testSend} className="mt-4">
      <p className="mb-3 text-ink-3">{t.testSendHint}</p>
      <OwnAddress />
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t.testItem} className="min-w-0 flex-1 basis-64">
          {(id) => (
            <SelectInput
              id={id}
              value={articleId}
              onChange={(event) => setArticleId(event.target.value)}
              placeholder={t.chooseItem}
              options={items.map((item) => ({ value: String(item.id), label: `${item.title} · ${languageName(item.lang)}` }))}
            />
          )}
        </Field>
        <Button variant="primary" disabled={!articleId || !summary.data?.testSendTo} loading={sending} onClick={() => void send()}>
          {t.sendTest}
        </Button>
      </div>
    </Card>
  );
}

import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect';

type Table = CreateTableBuilder<string, never>;

function withId(db: Kysely<any>, table: Table): Table {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);

function withTimes(table: Table): Table {
  return table.addColumn('createTime', 'text', notNull).addColumn('updateTime', 'text', notNull);
}

export async function up(db: Kysely<any>): Promise<void> {
  await withTimes(
    withId(db, db.schema.createTable('catalog'))
      .addColumn('type', 'integer', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('no', 'text', notNull)
      .addColumn('lang', 'text', notNull)
      .addColumn('parentId', 'integer', (col) => col.references('catalog.id'))
      .addColumn('sort', 'integer', zero),
  ).execute();
  await db.schema.createIndex('catalog_type_lang_parent_sort').on('catalog').columns(['type', 'lang', 'parentId', 'sort']).execute();

  await withTimes(
    withId(db, db.schema.createTable('article'))
      .addColumn('type', 'integer', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('content', 'text')
      .addColumn('cataId', 'integer', (col) => col.notNull().references('catalog.id'))
      .addColumn('contentUrl', 'text')
      .addColumn('coverUrl', 'text', notNull)
      .addColumn('isLink', 'integer', zero)
      .addColumn('lang', 'text', notNull)
      .addColumn('no', 'text', notNull)
      .addColumn('note', 'text')
      .addColumn('top', 'integer', zero)
      .addColumn('views', 'integer', zero)
      .addColumn('operatorName', 'text'),
  ).execute();
  await db.schema.createIndex('article_list').on('article').columns(['type', 'lang', 'top', 'createTime']).execute();
  await db.schema.createIndex('article_no').on('article').columns(['no', 'lang']).execute();
  await db.schema.createIndex('article_cata').on('article').columns(['cataId', 'top', 'createTime']).execute();

  await withTimes(
    withId(db, db.schema.createTable('honour'))
      .addColumn('title', 'text', notNull)
      .addColumn('content', 'text')
      .addColumn('coverUrl', 'text', notNull)
      .addColumn('lang', 'text', notNull)
      .addColumn('no', 'text', notNull)
      .addColumn('top', 'integer', zero)
      .addColumn('views', 'integer', zero)
      .addColumn('operatorName', 'text'),
  ).execute();
  await db.schema.createIndex('honour_list').on('honour').columns(['lang', 'top', 'createTime']).execute();
  await db.schema.createIndex('honour_no').on('honour').columns(['no', 'lang']).execute();

  await withTimes(
    withId(db, db.schema.createTable('banner'))
      .addColumn('lang', 'text', notNull)
      .addColumn('imgPath', 'text', notNull)
      .addColumn('title', 'text')
      .addColumn('subTitle', 'text')
      .addColumn('top', 'integer', zero)
      .addColumn('linkUrl', 'text'),
  ).execute();
  await db.schema.createIndex('banner_list').on('banner').columns(['lang', 'top', 'createTime']).execute();

  await withTimes(
    withId(db, db.schema.createTable('professionalField'))
      .addColumn('no', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('introduce', 'text')
      .addColumn('iconUrl', 'text')
      .addColumn('lang', 'text', notNull)
      .addColumn('sort', 'integer', zero),
  ).execute();
  await db.schema.createIndex('professional_field_list').on('professionalField').columns(['lang', 'sort']).execute();
  await db.schema.createIndex('professional_field_no').on('professionalField').columns(['no', 'lang']).execute();

  for (const name of ['job', 'office']) {
    await withId(db, db.schema.createTable(name))
      .addColumn('lang', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('sort', 'integer', zero)
      .execute();
    await db.schema.createIndex(`${name}_list`).on(name).columns(['lang', 'sort']).execute();
  }

  await withTimes(
    withId(db, db.schema.createTable('lawyer'))
      .addColumn('no', 'text', notNull)
      .addColumn('lang', 'text', notNull)
      .addColumn('top', 'integer', zero)
      .addColumn('photoUrl', 'text')
      .addColumn('name', 'text', notNull)
      .addColumn('phoneNumber', 'text')
      .addColumn('email', 'text')
      .addColumn('office', 'text')
      .addColumn('intro', 'text')
      .addColumn('customContent', 'text')
      .addColumn('sort', 'integer', zero),
  ).execute();
  await db.schema.createIndex('lawyer_list').on('lawyer').columns(['lang', 'top', 'sort', 'createTime']).execute();
  await db.schema.createIndex('lawyer_office').on('lawyer').columns(['lang', 'office']).execute();
  await db.schema.createIndex('lawyer_no').on('lawyer').columns(['no', 'lang']).execute();

  await db.schema
    .createTable('lawyerJob')
    .addColumn('lawyerTeamId', 'integer', (col) => col.notNull().references('lawyer.id').onDelete('cascade'))
    .addColumn('jobId', 'integer', (col) => col.notNull().references('job.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('lawyer_job_pk', ['lawyerTeamId', 'jobId'])
    .execute();
  await db.schema.createIndex('lawyer_job_job').on('lawyerJob').columns(['jobId', 'lawyerTeamId']).execute();

  await db.schema
    .createTable('lawyerProField')
    .addColumn('lawyerTeamId', 'integer', (col) => col.notNull().references('lawyer.id').onDelete('cascade'))
    .addColumn('professionalFieldId', 'integer', (col) => col.notNull().references('professionalField.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('lawyer_pro_field_pk', ['lawyerTeamId', 'professionalFieldId'])
    .execute();
  await db.schema.createIndex('lawyer_pro_field_field').on('lawyerProField').columns(['professionalFieldId', 'lawyerTeamId']).execute();

  await withId(db, db.schema.createTable('lawyerCustomContent'))
    .addColumn('lawyerTeamId', 'integer', (col) => col.notNull().references('lawyer.id').onDelete('cascade'))
    .addColumn('title', 'text', notNull)
    .addColumn('content', 'text')
    .addColumn('sort', 'integer', zero)
    .execute();
  await db.schema.createIndex('lawyer_custom_content_lawyer').on('lawyerCustomContent').columns(['lawyerTeamId', 'sort']).execute();

  await db.schema
    .createTable('portalConfig')
    .addColumn('lang', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('iconUrl', 'text')
    .addColumn('address', 'text')
    .addColumn('email', 'text')
    .addColumn('tel', 'text')
    .addColumn('introduce', 'text')
    .addColumn('lawyerCount', 'integer', zero)
    .addColumn('isLawyerCountVisible', 'integer', zero)
    .addColumn('totalPeople', 'integer', zero)
    .addColumn('isTotalPeopleVisible', 'integer', zero)
    .addColumn('branchCount', 'integer', zero)
    .addColumn('isBranchCountVisible', 'integer', zero)
    .addColumn('advantagesList', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('environmentList', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('updateTime', 'text', notNull)
    .execute();

  await withId(db, db.schema.createTable('legalDocument'))
    .addColumn('name', 'text', notNull)
    .addColumn('lang', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('updateTime', 'text', notNull)
    .addUniqueConstraint('legal_document_name_lang', ['name', 'lang'])
    .execute();

  await db.schema
    .createTable('adminRole')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('roleName', 'text', notNull)
    .execute();
  await db
    .insertInto('adminRole')
    .values([
      { id: 1, code: 'admin', roleName: 'Administrator' },
      { id: 2, code: 'editor', roleName: 'Editor' },
    ])
    .execute();

  await withTimes(
    withId(db, db.schema.createTable('adminUser'))
      .addColumn('loginAccount', 'text', (col) => col.notNull().unique())
      .addColumn('userName', 'text', notNull)
      .addColumn('passwordHash', 'text', notNull)
      .addColumn('headImg', 'text')
      .addColumn('roleId', 'integer', (col) => col.notNull().references('adminRole.id'))
      .addColumn('disabled', 'integer', zero)
      .addColumn('lastLoginTime', 'text'),
  ).execute();

  await db.schema
    .createTable('adminSession')
    .addColumn('tokenHash', 'text', (col) => col.primaryKey())
    .addColumn('userId', 'integer', (col) => col.notNull().references('adminUser.id').onDelete('cascade'))
    .addColumn('createTime', 'text', notNull)
    .addColumn('expiresAt', 'text', notNull)
    .execute();
  await db.schema.createIndex('admin_session_user').on('adminSession').column('userId').execute();

  await withId(db, db.schema.createTable('rateLimitHit'))
    .addColumn('scope', 'text', notNull)
    .addColumn('key', 'text', notNull)
    .addColumn('createTime', 'text', notNull)
    .execute();
  await db.schema.createIndex('rate_limit_hit_lookup').on('rateLimitHit').columns(['scope', 'key', 'createTime']).execute();

  await db.schema
    .createTable('uploadedFile')
    .addColumn('fileId', 'text', (col) => col.primaryKey())
    .addColumn('contentType', 'text', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('originalName', 'text')
    .addColumn('createTime', 'text', notNull)
    .execute();

  await withId(db, db.schema.createTable('icon'))
    .addColumn('name', 'text')
    .addColumn('iconUrl', 'text', notNull)
    .addColumn('createTime', 'text', notNull)
    .execute();

  await withId(db, db.schema.createTable('contactMessage'))
    .addColumn('name', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('phone', 'text')
    .addColumn('content', 'text', notNull)
    .addColumn('lang', 'text', notNull)
    .addColumn('deliveryState', 'text', notNull)
    .addColumn('deliveryError', 'text')
    .addColumn('handled', 'integer', zero)
    .addColumn('createTime', 'text', notNull)
    .execute();
  await db.schema.createIndex('contact_message_time').on('contactMessage').column('createTime').execute();

  await withId(db, db.schema.createTable('auditLog'))
    .addColumn('userId', 'integer')
    .addColumn('userName', 'text')
    .addColumn('action', 'text', notNull)
    .addColumn('entity', 'text', notNull)
    .addColumn('entityKey', 'text')
    .addColumn('createTime', 'text', notNull)
    .execute();
  await db.schema.createIndex('audit_log_time').on('auditLog').column('createTime').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'auditLog',
    'contactMessage',
    'icon',
    'uploadedFile',
    'rateLimitHit',
    'adminSession',
    'adminUser',
    'adminRole',
    'legalDocument',
    'portalConfig',
    'lawyerCustomContent',
    'lawyerProField',
    'lawyerJob',
    'lawyer',
    'office',
    'job',
    'professionalField',
    'banner',
    'honour',
    'article',
    'catalog',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}

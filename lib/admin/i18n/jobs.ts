import { defineDictionary } from './dictionary';

/** Job titles and offices screen. */
export const jobsText = defineDictionary({
  zh: {
    title: '职位与办公室',
    subtitle: '律师资料中可选的职位和办公室，按语言分别维护。',
    jobs: '职位',
    offices: '办公室',
    name: '名称',
    addJob: '新增职位',
    addOffice: '新增办公室',
    namePlaceholder: '输入名称后按回车',
    rename: '重命名',
    created: '已添加',
    renamed: '已重命名',
    emptyJobs: '还没有职位',
    emptyOffices: '还没有办公室',
  },
  en: {
    title: 'Job titles and offices',
    subtitle: 'The job titles and offices offered in lawyer profiles, per language.',
    jobs: 'Job titles',
    offices: 'Offices',
    name: 'Name',
    addJob: 'Add job title',
    addOffice: 'Add office',
    namePlaceholder: 'Type a name and press Enter',
    rename: 'Rename',
    created: 'Added',
    renamed: 'Renamed',
    emptyJobs: 'No job titles yet',
    emptyOffices: 'No offices yet',
  },
});

// @vitest-environment node
import { commandRegistry } from '../../../api/commands/command-registry';
import {
  commandInfo,
  commands,
  fillPath,
  pathParams,
  reportInfo,
  reports,
  summaryDocumentInfo,
  summaryDocuments,
} from './commands';

describe('command registry', () => {
  it('names an entry of the api command registry for every command and report', () => {
    const known = Object.keys(commandRegistry);
    const missing = Object.entries({ ...commands, ...reports, ...summaryDocuments })
      .filter(([, info]) => !known.includes(info.api))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('finds commands and reports by name only', () => {
    expect(commandInfo('personalPensionAgeCommand')?.path).toBe(
      '/Plexus/personalPensionAgeCommand',
    );
    expect(reportInfo('extraDeposit')?.path).toBe('/Reports/pensionsummary/extraDeposit/{id}');
    expect(commandInfo('toString')).toBeUndefined();
    expect(reportInfo('personalPensionAgeCommand')).toBeUndefined();
    expect(summaryDocumentInfo('requestSummary')?.path).toBe('/Reports/requestsummary/{kind}/{id}');
    expect(summaryDocumentInfo('extraDeposit')).toBeUndefined();
  });

  it('fills path parameters', () => {
    expect(pathParams('/a/{id}/b/{policyId}')).toEqual(['id', 'policyId']);
    expect(fillPath('/reports/{id}', { id: '21 00' })).toBe('/reports/21%2000');
    expect(() => fillPath('/reports/{id}', {})).toThrow(/needs parameter id/);
  });
});

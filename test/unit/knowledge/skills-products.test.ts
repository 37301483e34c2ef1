import { describe, expect, it } from 'vitest';
import { lookupSkill, relatedSkills } from '../../../src/knowledge/skills/skill-knowledge.ts';

describe('distinct products are skills of their own', () => {
  it.each([
    ['FreeRTOS', 'RTOS'],
    ['HDFS', 'Hadoop'],
    ['Cloud Firestore', 'Firebase'],
    ['PyCharm', 'IntelliJ IDEA'],
    ['OpenLDAP', 'Active Directory'],
    ['Veeam', 'Backup and recovery'],
    ['DHCP', 'DNS'],
    ['SystemVerilog', 'Verilog'],
  ])('%s is not %s', (a, b) => {
    const x = lookupSkill(a);
    const y = lookupSkill(b);
    expect(x).not.toBeNull();
    expect(y).not.toBeNull();
    expect(x!.id).not.toBe(y!.id);
  });

  it('keeps the split products under the skill they were part of', () => {
    const hadoop = lookupSkill('Hadoop')!.id;
    const narrower = relatedSkills(hadoop, { kinds: ['narrower'] }).map((r) => r.name);
    expect(narrower).toContain('HDFS');
    expect(narrower).toContain('MapReduce');
  });
});

// The timing view of <clinic-admin> against the contract server's scheduler: a task whose cron expression is
// previewed and checked and whose bean must be known; run now with its outcome reported and logged; pause and
// resume; the logs with the exception of a failed run.
import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import type { Page, QuartzJobDto, QuartzLogDto } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { expectAccessible } from '../support/axe'
import { until, waitForText } from '../support/dom'
import { adminSession, deepActive, dialog, fieldError, fill, mountView, press, untilRows } from './support'

const NAME = 2

async function tasksNamed(name: string): Promise<QuartzJobDto[]> {
  return (await http.get<Page<QuartzJobDto>>('api/jobs', { jobName: name })).content.filter((j) => j.jobName === name)
}

describe('<clinic-admin view="system/timing">', () => {
  const name = `任务${Date.now().toString(36)}`
  adminSession(async () => {
    const left = await tasksNamed(name)
    if (left.length) await http.del('api/jobs', left.map((j) => j.id))
  })

  it('adds a task with a checked cron expression and a known task, runs it now and pauses it', async () => {
    const { el, root } = await mountView('system/timing', 'Scheduled tasks')
    await untilRows(root, (rows) => rows.some((r) => r[NAME] === '清理过期会话与验证码'), 'the seeded tasks')
    press(root, 'Add')
    const form = await dialog(root, 'Add task')
    await fill(form, 'Task name', name)
    await fill(form, 'Description', 'writes a line to the server log')
    await fill(form, 'Bean', 'testTask')
    await fill(form, 'Method', 'launchMissiles')
    await fill(form, 'Cron expression', '0 0 25 * * ?')
    await until(() => (form.textContent ?? '').includes('Not a valid cron expression: “25” is not allowed in the hour field'), 'the problem said as it is typed')
    press(form, 'OK')
    await until(() => fieldError(form, 'Cron expression') !== '' && fieldError(form, 'Method') !== '', 'the server refuses the cron expression and the unknown task')
    await fill(form, 'Cron expression', '0 0 2 * * ?')
    await until(() => (form.textContent ?? '').includes('Next runs'), 'the next runs previewed')
    expect([...form.querySelectorAll('[data-field="cronExpression"] li')].map((li) => li.textContent?.slice(11))).to.deep.equal(Array(5).fill('02:00:00'))
    await fill(form, 'Method', 'run')
    await expectAccessible(el)
    press(form, 'OK')
    await until(() => !root.querySelector('[role="dialog"]'), 'saved')
    const [task] = await tasksNamed(name)
    expect([task?.beanName, task?.methodName, task?.cronExpression, task?.isPause]).to.deep.equal(['testTask', 'run', '0 0 2 * * ?', false])

    await untilRows(root, (rows) => rows.some((r) => r[NAME] === name && r.includes('Running')), 'listed, running')
    press(root, `Run ${name} now`)
    await waitForText(document.body, `${name} ran (`)
    const runs = (await http.get<Page<QuartzLogDto>>('api/jobs/logs', { jobName: name })).content
    expect(runs.map((r) => r.isSuccess)).to.deep.equal([true])

    press(root, `Pause ${name}`)
    await untilRows(root, (rows) => rows.some((r) => r[NAME] === name && r.includes('Paused')), 'paused')
    expect((await tasksNamed(name))[0]?.isPause).to.equal(true)
    press(root, `Resume ${name}`)
    await untilRows(root, (rows) => rows.some((r) => r[NAME] === name && r.includes('Running')), 'running again')
  })

  it('shows the logs and the exception of a failed run, and gives the focus back', async () => {
    const { el, root } = await mountView('system/timing', 'Scheduled tasks')
    await untilRows(root, (rows) => rows.length > 0, 'the tasks')
    const logsButton = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === 'Logs')!
    logsButton.focus()
    await sendKeys({ press: 'Enter' })
    const logs = await dialog(root, 'Task logs')
    await untilRows(logs, (rows) => rows.some((r) => r.includes('Failed')), 'the runs, a failure among them')
    const failure = [...logs.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label')?.startsWith('Failed: show the exception of 演示：失败的任务'))!
    failure.focus()
    await sendKeys({ press: 'Enter' })
    const detail = await dialog(root, 'Exception of 演示：失败的任务')
    expect(detail.querySelector('pre')?.textContent).to.include('演示任务失败：模拟 PACS 不可达')
    await expectAccessible(el)
    await sendKeys({ press: 'Escape' })
    await until(() => deepActive() === failure, 'the focus back on the failure it came from')
    // The grid's pattern: Escape leaves the cell's button for the cell, the next one closes the dialog.
    await sendKeys({ press: 'Escape' })
    expect(deepActive()?.getAttribute('role')).to.equal('gridcell')
    await sendKeys({ press: 'Escape' })
    await until(() => deepActive() === logsButton, 'the focus back on the logs button')
  })
})

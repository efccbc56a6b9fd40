import { describe, expect, it } from 'vitest'
import { aTurn } from '../../../tests/fixtures/turns'
import { discordText, notifyMessage, notifyTarget, slackText } from './owner-notify'

describe('the webhook message', () => {
  it.each([
    ['https://hooks.slack.com/services/T/B/X', 'slack'],
    ['https://discord.com/api/webhooks/1/abc', 'discord'],
    ['https://discordapp.com/api/webhooks/1/abc', 'discord'],
    // Discord's Slack-compatible address takes Slack's format.
    ['https://discord.com/api/webhooks/1/abc/slack', 'slack'],
    ['http://127.0.0.1:9000/hook', 'slack'],
  ])('goes to %s in the %s format', (url, target) => {
    expect(notifyTarget(url)).toBe(target)
  })

  it.each([
    [
      '<!channel> & <https://evil.example|Sign in>',
      '&lt;!channel&gt; &amp; &lt;https://evil.example|Sign in&gt;',
    ],
    ['@everyone @here', '@\u200beveryone @\u200bhere'],
  ])('escapes %j for Slack', (text, escaped) => {
    expect(slackText(text)).toBe(escaped)
  })

  it.each([
    ['[Sign in](https://evil.example)', '\\[Sign in\\]\\(https://evil.example\\)'],
    ['<@123> <#456> **bold** `code`', '\\<@\u200b123\\> \\<\\#456\\> \\*\\*bold\\*\\* \\`code\\`'],
    ['@everyone', '@\u200beveryone'],
  ])('escapes %j for Discord', (text, escaped) => {
    expect(discordText(text)).toBe(escaped)
  })

  it("is Discord's own payload for Discord, with no mention allowed, and has a link only when given one", () => {
    const turn = aTurn({
      kind: 'job-fit',
      question: 'Role @everyone\nmore',
      reply: '**Verdict:** A strong fit.',
    })
    expect(notifyMessage(turn, 'discord')).toEqual({
      content: 'A job description was pasted: Role @\u200beveryone\nVerdict: A strong fit.',
      allowed_mentions: { parse: [] },
    })
    expect(notifyMessage(turn, 'slack', 'https://ada.example/owner')).toEqual({
      text: 'A job description was pasted: Role @\u200beveryone\nVerdict: A strong fit.\nhttps://ada.example/owner',
    })
  })
})

/**
 * Transcript lines in Claude Code's format (one content block per line, a fresh uuid and
 * a later timestamp each), for the cases the real transcripts lack.
 */
export class Session {
  lines: string[] = [];

  constructor(
    private readonly cwd = '/work/app',
    private readonly session = 'sess-1',
  ) {}
  private second = 0;
  private ts(): string {
    return new Date(Date.UTC(2026, 2, 2, 10, 0, this.second++)).toISOString();
  }
  private envelope(extra: Record<string, unknown>): Record<string, unknown> {
    return {
      parentUuid: null,
      isSidechain: false,
      userType: 'external',
      cwd: this.cwd,
      sessionId: this.session,
      version: '2.1.39',
      gitBranch: 'main',
      uuid: `u${this.lines.length}`,
      timestamp: this.ts(),
      ...extra,
    };
  }
  prompt(text: string): this {
    this.lines.push(
      JSON.stringify(this.envelope({ type: 'user', message: { role: 'user', content: text } })),
    );
    return this;
  }
  text(message: string, text: string): this {
    this.lines.push(
      JSON.stringify(
        this.envelope({
          type: 'assistant',
          message: { id: message, role: 'assistant', content: [{ type: 'text', text }] },
        }),
      ),
    );
    return this;
  }
  tool(message: string, id: string, name: string, input: Record<string, unknown>): this {
    this.lines.push(
      JSON.stringify(
        this.envelope({
          type: 'assistant',
          message: {
            id: message,
            role: 'assistant',
            content: [{ type: 'tool_use', id, name, input }],
          },
        }),
      ),
    );
    return this;
  }
  result(id: string, content: string, toolUseResult: unknown, isError?: boolean): this {
    const block = {
      type: 'tool_result',
      tool_use_id: id,
      content,
      ...(isError === undefined ? {} : { is_error: isError }),
    };
    this.lines.push(
      JSON.stringify(
        this.envelope({ type: 'user', message: { role: 'user', content: [block] }, toolUseResult }),
      ),
    );
    return this;
  }
  /** Any other line, as is (garbage included). */
  raw(line: string): this {
    this.lines.push(line);
    return this;
  }
  /** A compaction: the boundary record, then Claude Code's summary as a user record. */
  compactSummary(text: string): this {
    this.lines.push(
      JSON.stringify(
        this.envelope({
          type: 'system',
          subtype: 'compact_boundary',
          content: 'Conversation compacted',
          compactMetadata: { trigger: 'auto', preTokens: 150000 },
        }),
      ),
    );
    this.lines.push(
      JSON.stringify(
        this.envelope({
          type: 'user',
          isCompactSummary: true,
          isVisibleInTranscriptOnly: true,
          message: { role: 'user', content: text },
        }),
      ),
    );
    return this;
  }
  interrupt(): this {
    this.lines.push(
      JSON.stringify(
        this.envelope({
          type: 'user',
          message: {
            role: 'user',
            content: [{ type: 'text', text: '[Request interrupted by user for tool use]' }],
          },
        }),
      ),
    );
    return this;
  }

  /** The transcript as Claude Code writes it: one line each, newline-terminated. */
  contents(): string {
    return this.lines.map((line) => `${line}\n`).join('');
  }
}

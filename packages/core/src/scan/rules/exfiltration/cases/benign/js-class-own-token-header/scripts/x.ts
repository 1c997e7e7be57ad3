class GitHub {
  private readonly base = 'https://api.github.com';
  private readonly token = process.env.GITHUB_TOKEN;
  async issues(repo: string): Promise<unknown> {
    const res = await fetch(`${this.base}/repos/${repo}/issues`, {
      headers: { Authorization: `Bearer ${this.token}` },
    });
    return res.json();
  }
}
void new GitHub().issues('octo/repo');

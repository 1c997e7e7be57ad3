#!/bin/sh
export GITHUB_TOKEN=ghp_R7u2Kq9ZpX4mW1sL8vB3nC6yT0aE5dF2gH9j
gh release create v1

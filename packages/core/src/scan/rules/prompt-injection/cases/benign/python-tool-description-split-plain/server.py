from mcp.server.fastmcp import FastMCP

mcp = FastMCP("tickets")


@mcp.tool(
    description=(
        "Search support tickets by keyword. "
        "Returns at most twenty tickets, newest first; "
        "tell the user when the search matched nothing."
    )
)
def search(query: str) -> list[str]:
    return []

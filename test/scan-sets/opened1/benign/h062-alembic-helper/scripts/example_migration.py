"""create orders table

Revision ID: 3f2a1c9d8b7e
Revises: 1a2b3c4d5e6f
Create Date: 2024-05-02 10:12:44
"""
import sqlalchemy as sa
from alembic import op

revision = "3f2a1c9d8b7e"
down_revision = "1a2b3c4d5e6f"


def upgrade():
    op.create_table(
        "orders",
        sa.Column("id", sa.BigInteger, primary_key=True),
        sa.Column("customer_id", sa.BigInteger, sa.ForeignKey("customers.id"), nullable=False),
        sa.Column("status", sa.String(20), nullable=False, server_default="new"),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now()),
    )
    op.create_index("ix_orders_customer_id", "orders", ["customer_id"])


def downgrade():
    op.drop_index("ix_orders_customer_id", table_name="orders")
    op.drop_table("orders")
